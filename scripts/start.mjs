// `npm start`: install, generate, migrate, seed, build if needed, then serve.
import { spawn } from "node:child_process";
import { ensureBuild, ensureDependencies, ensurePrismaClient, prepareDatabase, root } from "./lib/setup.mjs";

ensureDependencies();
ensurePrismaClient();
prepareDatabase();
ensureBuild();

const port = process.env.PORT || "3000";
const url = `http://localhost:${port}`;
const server = spawn(process.execPath, ["scripts/serve.mjs"], {
  cwd: root,
  stdio: ["ignore", "pipe", "inherit"],
  env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
});
server.stdout.pipe(process.stdout);

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));

// Say "ready" only once the app answers its health check, so the URL printed really works.
for (let attempt = 0; attempt < 600; attempt++) {
  await new Promise((resolve) => setTimeout(resolve, 250));
  const response = await fetch(`${url}/api/health`).catch(() => null);
  if (response) {
    const body = await response.json().catch(() => ({}));
    if (response.ok) console.log(`\n✔ GPU TCO dashboard ready on ${url}\n`);
    else
      console.error(
        `\n✖ The app started on ${url} but its database is unavailable: ${body.error ?? response.status}\n`,
      );
    break;
  }
}
