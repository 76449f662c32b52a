// Loaded with --import by route-server.ts's process: next/cache resolves to next-cache-stub.mjs.
import { register } from "node:module";

const stub = new URL("./next-cache-stub.mjs", import.meta.url).href;
const hooks = `export async function resolve(specifier, context, next) {
  return specifier === "next/cache" ? { url: ${JSON.stringify(stub)}, shortCircuit: true } : next(specifier, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
