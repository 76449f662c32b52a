import { computeTco } from "@/lib/tco";
import { presets } from "@/lib/tco/presets";
import { renderSummaryPdf } from "@/lib/export/pdf";
import { scenarioSchema } from "@/lib/scenarios/schema";
import { startApp, type AppProcess } from "../lib/app-process";
import type { SectionResult } from "./measure";

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const median = (values: number[]) => sorted(values)[Math.floor(values.length / 2)] ?? 0;
/** Nearest-rank quantile. */
const quantile = (values: number[], q: number) => sorted(values)[Math.max(0, Math.ceil(q * values.length) - 1)] ?? 0;

const PROBE_EVERY_MS = 50;
const BURST = 10;
/** Far more than the app queues, to see the overflow answered 503 with Retry-After. */
const FLOOD = 40;

interface Probe {
  path: string;
  ms: number;
  status: number;
}

/**
 * Sends GET /api/health and GET /api/scenarios/:id in turn every 50 ms, each without waiting for
 * the one before (a stalled server then shows as many slow probes, not one), until stop().
 */
function startProbe(server: AppProcess, id: string): { stop: () => Promise<Probe[]> } {
  const probes: Promise<Probe>[] = [];
  const paths = ["/api/health", `/api/scenarios/${id}`];
  let n = 0;
  const timer = setInterval(() => {
    const path = paths[n++ % paths.length]!;
    const start = performance.now();
    probes.push(
      fetch(`${server.url}${path}`, { headers: { cookie: server.cookie } }).then(
        async (res) => {
          await res.arrayBuffer();
          return { path, ms: performance.now() - start, status: res.status };
        },
        () => ({ path, ms: performance.now() - start, status: 0 }),
      ),
    );
  }, PROBE_EVERY_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      return Promise.all(probes);
    },
  };
}

/** `count` requests for the PDF at once: each one's time and status, and the time until the last was done. */
async function burst(url: string, cookie: string, count: number) {
  const start = performance.now();
  const answers = await Promise.all(
    Array.from({ length: count }, async () => {
      const t = performance.now();
      const res = await fetch(url, { headers: { cookie } });
      const body = await res.arrayBuffer();
      return {
        ms: performance.now() - t,
        status: res.status,
        retryAfter: res.headers.get("retry-after"),
        type: res.headers.get("content-type") ?? "",
        bytes: body.byteLength,
      };
    }),
  );
  return { wallMs: performance.now() - start, answers };
}

const probeSummary = (probes: Probe[]) => ({
  count: probes.length,
  worstMs: Math.max(0, ...probes.map((p) => p.ms)),
  p99Ms: quantile(
    probes.map((p) => p.ms),
    0.99,
  ),
  medianMs: median(probes.map((p) => p.ms)),
  failed: probes.filter((p) => p.status !== 200).length,
});

/**
 * The summary PDF of the comma.ai preset: rendered 20 times in process; then, against the
 * production build, 10 asked for at once over HTTP while a probe times other requests, and a
 * flood of 40 at once to see the queue's limit answer 503.
 */
export async function runPdfBench(): Promise<SectionResult> {
  const scenario = scenarioSchema.parse(presets.find((p) => p.slug === "comma-ai-datacenter")!.scenario);
  const result = computeTco(scenario);
  await renderSummaryPdf({ scenario, result, version: 1, generatedAt: new Date() });
  const renders: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 20; i++) {
    const start = performance.now();
    bytes = (await renderSummaryPdf({ scenario, result: computeTco(scenario), version: 1, generatedAt: new Date() }))
      .length;
    renders.push(performance.now() - start);
  }

  const server = await startApp();
  try {
    const signedIn = { headers: { cookie: server.cookie } };
    const list = (await (await fetch(`${server.url}/api/scenarios`, signedIn)).json()) as {
      scenarios: { id: string; name: string }[];
    };
    const id = list.scenarios.find((s) => s.name.startsWith("comma.ai"))!.id;
    const url = `${server.url}/api/scenarios/${id}/summary.pdf`;
    // Warm: the first PDF loads the renderer (and starts whatever renders it).
    for (let i = 0; i < 2; i++) await (await fetch(url, signedIn)).arrayBuffer();

    const quiet = startProbe(server, id);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const idle = probeSummary(await quiet.stop());

    const probe = startProbe(server, id);
    const pdfs = await burst(url, server.cookie, BURST);
    const during = probeSummary(await probe.stop());
    const failedPdfs = pdfs.answers.filter((a) => a.status !== 200 || !a.type.startsWith("application/pdf"));

    // Let the server drain, then flood it.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const floodProbe = startProbe(server, id);
    const flood = await burst(url, server.cookie, FLOOD);
    const duringFlood = probeSummary(await floodProbe.stop());
    const byStatus: Record<string, number> = {};
    for (const a of flood.answers) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
    const refusals = flood.answers.filter((a) => a.status === 503);
    const refusalsWellFormed = refusals.every((a) => a.retryAfter !== null && a.type.includes("json"));

    const ms = (n: number) => `${n.toFixed(0)} ms`;
    const text = [
      `in-process render, comma.ai preset (${(bytes / 1024).toFixed(0)} KB): median ${ms(median(renders))} over 20, ` +
        `worst ${ms(Math.max(...renders))}`,
      `probe with no PDF (GET /api/health, /api/scenarios/:id every ${PROBE_EVERY_MS} ms, 1 s): ${idle.count} ` +
        `requests, median ${ms(idle.medianMs)}, worst ${ms(idle.worstMs)}`,
      `${BURST} PDFs requested at once over HTTP: all done in ${ms(pdfs.wallMs)}; per PDF median ` +
        `${ms(median(pdfs.answers.map((a) => a.ms)))}, worst ${ms(Math.max(...pdfs.answers.map((a) => a.ms)))}; ` +
        `${failedPdfs.length} not a 200 PDF`,
      `  probe meanwhile: ${during.count} requests, median ${ms(during.medianMs)}, p99 ${ms(during.p99Ms)}, worst ` +
        `${ms(during.worstMs)}, ${during.failed} not 200`,
      `${FLOOD} PDFs requested at once: ${Object.entries(byStatus)
        .map(([s, n]) => `${n} × ${s}`)
        .join(", ")} in ${ms(flood.wallMs)}; 503s with Retry-After and JSON: ${refusalsWellFormed ? "all" : "NOT ALL"}`,
      `  probe meanwhile: ${duringFlood.count} requests, median ${ms(duringFlood.medianMs)}, p99 ` +
        `${ms(duringFlood.p99Ms)}, worst ${ms(duringFlood.worstMs)}, ${duringFlood.failed} not 200`,
    ].join("\n");
    return {
      text,
      report: {
        renderMedianMs: median(renders),
        renderWorstMs: Math.max(...renders),
        pdfBytes: bytes,
        probeIdle: idle,
        concurrent: {
          requests: BURST,
          wallMs: pdfs.wallMs,
          medianMs: median(pdfs.answers.map((a) => a.ms)),
          worstMs: Math.max(...pdfs.answers.map((a) => a.ms)),
          failed: failedPdfs.length,
          probe: during,
        },
        flood: { requests: FLOOD, wallMs: flood.wallMs, byStatus, refusalsWellFormed, probe: duringFlood },
      },
      budgets: [
        {
          figure: "Summary PDF, comma.ai, in process (median)",
          measured: ms(median(renders)),
          budget: "≤ 300 ms",
          met: median(renders) <= 300,
        },
        {
          figure: `Other requests during ${BURST} concurrent PDFs (worst)`,
          measured: `${ms(during.worstMs)} (p99 ${ms(during.p99Ms)}; PDFs all done in ${ms(pdfs.wallMs)})`,
          budget: "≤ 1 s",
          met: during.worstMs <= 1000 && during.failed === 0 && failedPdfs.length === 0,
        },
      ],
    };
  } finally {
    await server.stop();
  }
}
