import { describe, expect, test } from "vitest";
import { computeTco } from "@/lib/tco";
import { ownPaysAboveShare } from "@/lib/tco/own-or-rent";
import { presets } from "@/lib/tco/presets";
import { loadDurationSentence, paysAboveBasis, profileSummary } from "./demand-shape-words";

const week = [
  { gpus: 40, hoursPerWeek: 134.4 },
  { gpus: 100, hoursPerWeek: 33.6 },
];
const office = [
  { gpus: 100, hoursPerWeek: 50 },
  { gpus: 60, hoursPerWeek: 50 },
  { gpus: 20, hoursPerWeek: 68 },
];

describe("loadDurationSentence", () => {
  test.each([
    {
      what: "worked check 5",
      levels: week,
      edge: 0,
      best: 40,
      pays: 0.3805,
      text: "The first 40 GPUs are busy all week; GPUs 41–100 only 20% of it. Owning a GPU pays above 38% busy: own 40, rent the peaks.",
    },
    {
      what: "three levels, the core in the middle",
      levels: office,
      edge: 0,
      best: 60,
      pays: 0.5,
      text:
        "The first 60 GPUs are busy at least 60% of the week; GPUs 61–100 only 30% of it. " +
        "Owning a GPU pays above 50% busy: own 60, rent the peaks.",
    },
    {
      what: "a core at the bottom of three levels",
      levels: office,
      edge: 0,
      best: 20,
      pays: 0.65,
      text: "The first 20 GPUs are busy all week; GPUs 21–100 at most 60% of it. Owning a GPU pays above 65% busy: own 20, rent the peaks.",
    },
    {
      what: "own all",
      levels: week,
      edge: 0,
      best: 100,
      pays: 0.1,
      text: "The first 100 GPUs are busy at least 20% of the week. Owning a GPU pays above 10% busy: own all 100.",
    },
    {
      what: "own none",
      levels: week,
      edge: 0,
      best: 0,
      pays: 1.4,
      text: "The busiest GPU is busy 100% of the week. Owning a GPU doesn't pay even when it is busy all week: rent them all.",
    },
    {
      what: "an edge and reserved billing",
      levels: week,
      edge: 10,
      best: 36,
      pays: null,
      text:
        "The first 36 GPUs are busy all week; GPUs 37–90 only 20% of it. Best: own 36, rent the peaks. The edge serves " +
        "10% of every hour.",
    },
  ])("$what", ({ levels, edge, best, pays, text }) => {
    expect(loadDurationSentence(levels, edge, best, pays, "en-US")).toBe(text);
  });

  test("the own-the-base preset, from its engine figures: the best core is the GPUs busy all week", () => {
    const s = presets.find((p) => p.slug === "hybrid-base-and-peaks")!.scenario;
    const best = computeTco(s).rightSizing!.best.coreGpus;
    expect(loadDurationSentence(s.workload.profile!, s.hybrid.edgePct, best, ownPaysAboveShare(s), "en-US")).toBe(
      "The first 133 GPUs are busy all week; GPUs 134–285 only 20% of it. " +
        "Owning a GPU pays above 27% busy: own 133, rent the peaks. The edge serves 5% of every hour.",
    );
  });

  test("a profile with no busy GPU says so", () => {
    expect(loadDurationSentence([{ gpus: 0, hoursPerWeek: 168 }], 0, 0, 0.4, "en-US")).toBe(
      "No GPU is busy in this profile.",
    );
  });
});

test("profileSummary", () => {
  expect(profileSummary({ peak: 100, average: 52 }, 2, "en-US")).toBe("2 levels, peak 100 GPUs, average 52 busy");
});

describe("paysAboveBasis", () => {
  test.each([
    [0.27, true],
    [0.9999, true],
    [1, false],
    [null, false],
  ])("a share of %s is explained against the utilization chart: %s", (share, said) => {
    const words = paysAboveBasis(share);
    if (said) {
      expect(words).toContain("one GPU at a time, in NPV");
      expect(words).toContain("the whole fleet");
      expect(words).toContain("undiscounted totals");
    } else {
      expect(words).toBe("");
    }
  });
});
