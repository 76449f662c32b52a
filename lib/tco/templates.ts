import { blankScenario } from "./blank-scenario";
import { presets } from "./presets";
import type { Scenario } from "./types";

/**
 * A way to start a new scenario: from scratch, or from one of the sourced presets. "New scenario"
 * lists them and `/scenarios/new?from=` opens one as a draft that nothing saves until Save.
 *
 * @example
 * const t = templateOf("h100-server")!;
 * t.title;                          // "One 8×H100 server vs renting"
 * t.scenario("2026-12-06").name;    // "One 8×H100 server vs renting it"
 * templateOf("blank")!.scenario("2026-12-06").pricesAsOf; // "2026-12-06"
 */
export interface Template {
  /** What the address names it by: "blank", or the preset's slug. */
  from: string;
  title: string;
  /** One sentence on what it holds. */
  detail: string;
  /** Its inputs; `today` (YYYY-MM-DD) dates the blank one's prices, a preset keeps its sources' date. */
  scenario: (today: string) => Scenario;
}

/** "Start from scratch" first, then the presets in their own order. */
export const templates: Template[] = [
  {
    from: "blank",
    title: "Start from scratch",
    detail: "One 8-GPU server with placeholder figures to replace.",
    scenario: blankScenario,
  },
  ...presets.map((p) => ({
    from: p.slug,
    title: p.title,
    detail: p.scenario.description?.split(/(?<=\.)\s/)[0] ?? "",
    scenario: () => p.scenario,
  })),
];

/** The template `from` names, or undefined for a name no template has. */
export function templateOf(from: string): Template | undefined {
  return templates.find((t) => t.from === from);
}
