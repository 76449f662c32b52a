/**
 * An idle keep-alive connection stays open for a minute. Node closes it after 5 s by default, and a
 * client that reuses it just then (a load balancer's pool, Playwright's request context) has its
 * request cut: the e2e suite saw "socket hang up (ECONNRESET)" on a GET sent after a pause.
 */
import { Agent, get } from "node:http";
import { afterAll, expect, test } from "vitest";
import { cleanUp, startFaultApp } from "./support";

afterAll(cleanUp);

/** A GET on `agent`, saying whether it went out on a socket an earlier request had left open. */
function health(url: string, agent: Agent): Promise<{ status: number; reused: boolean }> {
  return new Promise((resolve, reject) => {
    const request = get(`${url}/api/health`, { agent }, (response) => {
      response.resume();
      response.on("end", () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
    });
    request.on("error", reject);
  });
}

test("a connection left idle for 6 s is still open for the next request", { timeout: 60_000 }, async () => {
  const app = await startFaultApp({ signIn: false });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    expect(await health(app.url, agent)).toEqual({ status: 200, reused: false });
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    expect(await health(app.url, agent)).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
