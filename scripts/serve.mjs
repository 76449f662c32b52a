// The production server, started by scripts/start.mjs: Next's own request handler, as `next start`
// runs it, behind one step Next can't take. Node's fetch refuses to build a Request for TRACE, TRACK
// or CONNECT, so Next answered them with a 500 before any app code ran. They are handed on as the
// method UNSUPPORTED, the original in a header, and proxy.ts answers the JSON 405 with Allow.
import { createServer } from "node:http";
import next from "next";

const UNREPRESENTABLE = new Set(["TRACE", "TRACK", "CONNECT"]);
const ORIGINAL = "x-unsupported-method";

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  // Only this server says which method came in: a client's own header is dropped.
  delete request.headers[ORIGINAL];
  if (request.method && UNREPRESENTABLE.has(request.method)) {
    request.headers[ORIGINAL] = request.method;
    request.method = "UNSUPPORTED";
  }
  void handle(request, response);
});
// Node closes an idle keep-alive connection after 5 s. A client reusing it at that moment (a load
// balancer's pool, whose own idle timeout is commonly 60 s; Playwright's request context) has its
// request cut with ECONNRESET. Idle connections outlive such pools instead; headers get a second more.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(port, () => console.log(`▲ Next.js serving on port ${port}`));

// Finish the requests under way (a few seconds at most), as `next start` does, then stop.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
