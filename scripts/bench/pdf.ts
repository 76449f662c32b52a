import { computeTco } from "@/lib/tco";
import { presets } from "@/lib/tco/presets";
import { renderSummaryPdf } from "@/lib/export/pdf";
import { scenarioSchema } from "@/lib/validation/scenario";
import { startApp } from "../lib/app-process";

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The summary PDF of the comma.ai preset: rendered 20 times in-process, then 10 asked for at once over HTTP. */
export async function runPdfBench(): Promise<{ text: string; report: object }> {
  const scenario = scenarioSchema.parse(presets.find((p) => p.slug === "comma-ai-datacenter")!.scenario);
  const result = computeTco(scenario);
  await renderSummaryPdf({ scenario, result, version: 1, generatedAt: new Date() });
  const renders: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    bytes = (await renderSummaryPdf({ scenario, result: computeTco(scenario), version: 1, generatedAt: new Date() })).length;
    renders.push(performance.now() - start);
  }

  const server = await startApp();
  try {
    const signedIn = { headers: { cookie: server.cookie } };
    const list = (await (await fetch(`${server.url}/api/scenarios`, signedIn)).json()) as { scenarios: { id: string; name: string }[] };
    const id = list.scenarios.find((s) => s.name.startsWith("comma.ai"))!.id;
    const url = `${server.url}/api/scenarios/${id}/summary.pdf`;
    await (await fetch(url, signedIn)).arrayBuffer();
    const start = performance.now();
    const latencies = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const t = performance.now();
        const res = await fetch(url, signedIn);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`summary.pdf answered ${res.status}`);
        return performance.now() - t;
      }),
    );
    const wall = performance.now() - start;
    const text = [
      `in-process render, comma.ai preset (${(bytes / 1024).toFixed(0)} KB): median ${median(renders).toFixed(0)} ms over 20, worst ${Math.max(...renders).toFixed(0)} ms`,
      `10 requested at once over HTTP: all done in ${wall.toFixed(0)} ms; per request median ${median(latencies).toFixed(0)} ms, worst ${Math.max(...latencies).toFixed(0)} ms`,
    ].join("\n");
    return { text, report: { renderMedianMs: median(renders), renderWorstMs: Math.max(...renders), pdfBytes: bytes, concurrent: { requests: 10, wallMs: wall, medianMs: median(latencies), worstMs: Math.max(...latencies) } } };
  } finally {
    await server.stop();
  }
}
