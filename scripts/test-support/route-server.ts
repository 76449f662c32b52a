/**
 * The app's scenario routes served over HTTP in a process of their own, for tests that run in a
 * browser-like environment (happy-dom) and reach the API with a real fetch, as the editor does.
 * The handlers are the app's own, on the test database; only next/cache is stubbed
 * (route-server-hooks.mjs). Started by {@link startRouteServer}; prints one JSON line when ready:
 * its port and the Cookie of a user it signed up (the owner of a workspace of their own).
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import * as scenario from "@/app/api/scenarios/[id]/route";
import * as restore from "@/app/api/scenarios/[id]/revisions/[version]/restore/route";
import * as scenarios from "@/app/api/scenarios/route";
import { signUpForTest } from "@/scripts/test-support/users";

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;

const routes: { pattern: RegExp; module: Record<string, unknown> }[] = [
  { pattern: /^\/api\/scenarios$/, module: scenarios },
  { pattern: /^\/api\/scenarios\/(?<id>[^/]+)$/, module: scenario },
  { pattern: /^\/api\/scenarios\/(?<id>[^/]+)\/revisions\/(?<version>[^/]+)\/restore$/, module: restore },
];

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headersDistinct))
    for (const v of value ?? []) headers.append(name, v);
  const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
  return new Request(new URL(incoming.url ?? "/", origin), { method: incoming.method, headers, body });
}

async function answer(incoming: IncomingMessage, outgoing: ServerResponse, origin: string) {
  const url = new URL(incoming.url ?? "/", origin);
  const found = routes.map((r) => ({ r, match: r.pattern.exec(url.pathname) })).find((x) => x.match);
  const handler = found?.r.module[incoming.method ?? "GET"] as Handler | undefined;
  const response =
    found?.match && handler
      ? await handler(await toRequest(incoming, origin), { params: Promise.resolve({ ...found.match.groups }) })
      : new Response(null, { status: found ? 405 : 404 });
  outgoing.writeHead(response.status, [...response.headers].flat());
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

const user = await signUpForTest("route-server");
const server = createServer((incoming, outgoing) => {
  const { port } = server.address() as { port: number };
  answer(incoming, outgoing, `http://127.0.0.1:${port}`).catch((error: unknown) => {
    console.error(error);
    outgoing.writeHead(500).end();
  });
});
server.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as { port: number };
  console.log(JSON.stringify({ port, cookie: user.cookie }));
});
// Ends with the test that started it, even one that died before it could stop it.
process.stdin.on("end", () => process.exit(0)).resume();
