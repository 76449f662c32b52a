/**
 * The API's JSON for every preset, recorded in `__golden__/<preset>.json`: any change to what a
 * scenario route answers shows up as a diff of those files. Ids, share tokens and times differ
 * on every run, so they are replaced by placeholders (`<id:1>`, `<token:1>`, `<time>`) in the
 * response text; nothing else is touched.
 *
 * The files hold each body parsed and pretty-printed, so a diff is readable. That is still a
 * byte-for-byte comparison: every body is first checked to be the compact JSON.stringify of its
 * own parse, and compact JSON is a function of the parsed value (key order included).
 *
 * After an intended change to a response: `npx vitest run app/api/scenario-responses.golden.test.ts -u`,
 * and read the diff of the files before committing it.
 */
import { describe, expect, test, vi } from "vitest";
import { call, jsonRequest, params, request } from "@/scripts/test-support/http";
import { scenarioJson as exportFile } from "@/lib/export/json";
import { presets } from "@/lib/tco/presets";
import { POST as undeleteAtOldPath } from "./scenarios/[id]/restore/route";
import { POST as restoreRevision } from "./scenarios/[id]/revisions/[version]/restore/route";
import { GET as listRevisions } from "./scenarios/[id]/revisions/route";
import { DELETE, GET, PUT } from "./scenarios/[id]/route";
import { GET as listShares, POST as share } from "./scenarios/[id]/shares/route";
import { POST as undelete } from "./scenarios/[id]/undelete/route";
import { POST as importFile } from "./scenarios/import/route";
import { GET as list, POST as create } from "./scenarios/route";
import { POST as compute } from "./tco/route";

vi.mock("next/cache", async () => (await import("@/scripts/test-support/http")).nextCacheMock);

/** Headers a client reads; the rest (dates, lengths) are the framework's. */
const RECORDED_HEADERS = ["content-type", "location", "deprecation", "link"];

interface Recorded {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Replaces the values that differ on every run, in the order they were first seen. */
class Placeholders {
  private readonly values = new Map<string, string>();
  private readonly counts = { id: 0, token: 0 };

  add(kind: "id" | "token", value: string): void {
    if (!this.values.has(value)) this.values.set(value, `<${kind}:${++this.counts[kind]}>`);
  }

  apply(text: string): string {
    let out = text.replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z/g, "<time>");
    for (const [value, placeholder] of this.values) out = out.split(value).join(placeholder);
    return out;
  }
}

async function record(response: Response, placeholders: Placeholders): Promise<Recorded> {
  const text = await response.text();
  const headers: Record<string, string> = {};
  for (const name of RECORDED_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = placeholders.apply(value);
  }
  if (text === "") return { status: response.status, headers, body: null };
  // The argument above rests on this: the body is exactly the compact form of its own parse.
  expect(JSON.stringify(JSON.parse(text))).toBe(text);
  return { status: response.status, headers, body: JSON.parse(placeholders.apply(text)) as unknown };
}

const routed = async (handler: () => Promise<Response>) => (await call(handler)).response;

describe.each(presets.map((preset) => [preset.slug, preset] as const))(
  "the API's JSON for the %s preset",
  (slug, preset) => {
    test("matches the recorded answers", async () => {
      const placeholders = new Placeholders();
      const answers: Record<string, Recorded> = {};
      const keep = async (step: string, response: Response) => {
        answers[step] = await record(response, placeholders);
      };
      // A marker no other test's names contain, so the list below finds this scenario alone.
      const name = `${preset.scenario.name} ⟦golden ${slug}⟧`;
      const scenario = { ...structuredClone(preset.scenario), name };
      const checklist = { load: "on-prem", regions: "cloud" };

      await keep("POST /api/tco", await compute(jsonRequest("POST", "/api/tco", preset.scenario)));

      const createdResponse = await routed(() =>
        create(jsonRequest("POST", "/api/scenarios", { scenario, checklist })),
      );
      const { id } = (await createdResponse.clone().json()) as { id: string };
      placeholders.add("id", id);
      await keep("POST /api/scenarios", createdResponse);
      const at = `/api/scenarios/${id}`;
      const ctx = params({ id });

      await keep("GET /api/scenarios/:id", await GET(request("GET", at), ctx));
      await keep(
        "GET /api/scenarios?q=",
        await list(request("GET", `/api/scenarios?q=${encodeURIComponent(`⟦golden ${slug}⟧`)}`)),
      );

      const edited = { ...scenario, horizonYears: scenario.horizonYears === 10 ? 9 : scenario.horizonYears + 1 };
      await keep(
        "PUT /api/scenarios/:id",
        await routed(() => PUT(jsonRequest("PUT", at, { version: 1, scenario: edited }), ctx)),
      );
      await keep(
        "PUT /api/scenarios/:id (stale version)",
        await routed(() => PUT(jsonRequest("PUT", at, { version: 1, scenario }), ctx)),
      );
      await keep("GET /api/scenarios/:id/revisions", await listRevisions(request("GET", `${at}/revisions`), ctx));

      const restore = () => restoreRevision(request("POST", `${at}/revisions/1/restore`), params({ id, version: "1" }));
      await keep("POST /api/scenarios/:id/revisions/1/restore", await routed(restore));
      await keep(
        "GET /api/scenarios/:id/revisions (after restore)",
        await listRevisions(request("GET", `${at}/revisions`), ctx),
      );
      const stale = jsonRequest("POST", `${at}/revisions/1/restore`, { version: 2 });
      await keep(
        "POST /api/scenarios/:id/revisions/1/restore (over a newer save)",
        await restoreRevision(stale, params({ id, version: "1" })),
      );

      const shareResponse = await share(request("POST", `${at}/shares`), ctx);
      placeholders.add("token", ((await shareResponse.clone().json()) as { token: string }).token);
      await keep("POST /api/scenarios/:id/shares", shareResponse);
      await keep("GET /api/scenarios/:id/shares", await listShares(request("GET", `${at}/shares`), ctx));

      await keep("DELETE /api/scenarios/:id", await routed(() => DELETE(request("DELETE", at), ctx)));
      await keep("GET /api/scenarios/:id (deleted)", await GET(request("GET", at), ctx));
      await keep(
        "POST /api/scenarios/:id/restore",
        await routed(() => undeleteAtOldPath(request("POST", `${at}/restore`), ctx)),
      );
      await routed(() => DELETE(request("DELETE", at), ctx));
      await keep(
        "POST /api/scenarios/:id/undelete",
        await routed(() => undelete(request("POST", `${at}/undelete`), ctx)),
      );

      const file = exportFile(scenario, { checklist: { load: "on-prem", regions: "cloud" } });
      const imported = await routed(() => importFile(jsonRequest("POST", "/api/scenarios/import", file)));
      placeholders.add("id", ((await imported.clone().json()) as { id: string }).id);
      await keep("POST /api/scenarios/import", imported);

      await expect(`${JSON.stringify(answers, null, 2)}\n`).toMatchFileSnapshot(`./__golden__/${slug}.json`);
    });
  },
);
