/**
 * A SIGTERM under keep-alive load and during PDF exports cuts no accepted request (issue 32):
 * the server stops accepting, answers what it has with `Connection: close`, then exits. Before,
 * it kept serving open keep-alive connections until a 5 s `process.exit` reset what was in flight.
 */
import { Agent, request as httpRequest } from "node:http";
import { afterAll, expect, test } from "vitest";
import { cleanUp, createOk, scenarioFor, startFaultApp } from "./support";

afterAll(cleanUp);

type Outcome = { status: number; bytes: Buffer } | { error: string; reused: boolean };

function get(url: string, cookie: string, agent: Agent): Promise<Outcome> {
  return new Promise((resolve) => {
    const request = httpRequest(url, { agent, headers: { cookie } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes: Buffer.concat(chunks) }));
      response.on("error", (error) =>
        resolve({
          error: `${(error as NodeJS.ErrnoException).code ?? error.message} mid-body`,
          reused: request.reusedSocket,
        }),
      );
    });
    request.on("error", (error) =>
      resolve({ error: (error as NodeJS.ErrnoException).code ?? error.message, reused: request.reusedSocket }),
    );
    request.end();
  });
}

test("SIGTERM with keep-alive load and PDFs in flight: every accepted request is answered", async () => {
  const app = await startFaultApp();
  const id = await createOk(app, scenarioFor("shutdown under load"));
  const agent = new Agent({ keepAlive: true, maxSockets: 12 });
  const outcomes: Outcome[] = [];
  let stopped = false;
  // Six clients reading in a loop on kept-alive connections until the server refuses connections.
  const readers = Array.from({ length: 6 }, async () => {
    for (;;) {
      const outcome = await get(`${app.url}/api/scenarios/${id}`, app.cookie, agent);
      outcomes.push(outcome);
      if ("error" in outcome || (stopped && outcomes.length > 10_000)) return;
    }
  });
  const pdfs = Array.from({ length: 4 }, () => get(`${app.url}/api/scenarios/${id}/summary.pdf`, app.cookie, agent));
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  stopped = true;
  await app.kill("SIGTERM");
  await Promise.all(readers);
  const pdfOutcomes = await Promise.all(pdfs);
  agent.destroy();

  for (const pdf of pdfOutcomes) {
    expect("status" in pdf && pdf.status, JSON.stringify("error" in pdf ? pdf : pdf.status)).toBe(200);
    if ("bytes" in pdf) expect(pdf.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  }
  const answered = outcomes.filter((o) => "status" in o);
  expect(answered.length).toBeGreaterThan(6);
  for (const o of answered) expect("status" in o && o.status).toBe(200);
  // A refused connection was never accepted: the client may send it elsewhere. Anything else is a cut.
  const cut = outcomes.filter((o) => "error" in o && o.error !== "ECONNREFUSED");
  expect(cut, `answered ${answered.length}`).toEqual([]);
  expect(app.output()).toContain("SIGTERM: finishing");
});
