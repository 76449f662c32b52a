// The production server, started by scripts/start.mjs: Next's own request handler, as `next start`
// runs it, behind one step Next can't take. Node's fetch refuses to build a Request for TRACE, TRACK
// or CONNECT, so Next answered them with a 500 before any app code ran. They are handed on as the
// method UNSUPPORTED, the original in a header, and proxy.ts answers the JSON 405 with Allow.
import { createServer } from "node:http";
import net from "node:net";
import next from "next";

const UNREPRESENTABLE = new Set(["TRACE", "TRACK", "CONNECT"]);
const ORIGINAL = "x-unsupported-method";

const port = Number(process.env.PORT || 3000);
const app = next({ dev: false, dir: process.cwd(), port });
const handle = app.getRequestHandler();
await app.prepare();

// Every response under way, so that a shutdown can tell each to close its connection when done,
// and when each open connection last finished a response (absent while one is under way).
const inFlight = new Set();
const idleSince = new Map();
let draining = false;

const server = createServer((request, response) => {
  // Only this server says which method came in: a client's own header is dropped.
  delete request.headers[ORIGINAL];
  if (request.method && UNREPRESENTABLE.has(request.method)) {
    request.headers[ORIGINAL] = request.method;
    request.method = "UNSUPPORTED";
  }
  // A request that arrives on an open connection while draining is still answered, then the
  // connection closes, so the client sends its next request to another instance.
  if (draining) response.setHeader("Connection", "close");
  inFlight.add(response);
  const socket = request.socket;
  idleSince.delete(socket);
  response.once("close", () => {
    inFlight.delete(response);
    if (!socket.destroyed) idleSince.set(socket, Date.now());
  });
  void handle(request, response);
});
// Node closes an idle keep-alive connection after 5 s. A client reusing it at that moment (a load
// balancer's pool, whose own idle timeout is commonly 60 s; Playwright's request context) has its
// request cut with ECONNRESET. Idle connections outlive such pools instead; headers get a second more.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on("connection", (socket) => {
  idleSince.set(socket, Date.now());
  socket.once("close", () => idleSince.delete(socket));
});
server.listen(port, () => console.log(`▲ Next.js serving on port ${port}`));

// Graceful shutdown (docs/deploy.md): stop accepting, answer every request already accepted (PDFs
// and simulations included) and each next request on an open connection with `Connection: close`,
// then exit. An idle keep-alive connection is not closed at once: a client may be sending on it at
// that instant, and its request would be cut (ECONNRESET on a reused socket, 6 of 61 in the fault
// test). Only a connection silent for IDLE_GRACE_MS is closed. SHUTDOWN_TIMEOUT_MS (default 60 s,
// the PDF worker's own time limit) bounds the whole wait.
const shutdownTimeoutMs = Number(process.env.SHUTDOWN_TIMEOUT_MS || 60_000);
const IDLE_GRACE_MS = 1_000;

function closeQuietConnections() {
  const now = Date.now();
  for (const [socket, since] of idleSince) if (now - since >= IDLE_GRACE_MS) socket.destroy();
}

function shutdown(signal) {
  if (draining) return;
  draining = true;
  console.log(`${signal}: finishing ${inFlight.size} request(s) under way, then exiting`);
  for (const response of inFlight) if (!response.headersSent) response.setHeader("Connection", "close");
  // http.Server#close would also close every idle connection at once (the race above): only the
  // listening socket is closed here; the callback runs when the last connection has gone.
  net.Server.prototype.close.call(server, () => process.exit(0));
  setInterval(closeQuietConnections, 100).unref();
  setTimeout(() => {
    console.error(`Still ${inFlight.size} request(s) under way after ${shutdownTimeoutMs} ms: exiting`);
    process.exit(1);
  }, shutdownTimeoutMs).unref();
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => shutdown(signal));
