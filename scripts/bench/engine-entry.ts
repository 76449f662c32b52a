// What the engine and uncertainty sections time, bundled as the app ships it (see shipped-engine.ts).
export { computeTco } from "@/lib/tco";
export { inverseCdf, monteCarlo, mulberry32, uncertainValue, withUncertainValue } from "@/lib/tco/uncertainty";
export { parseScenario, scenarioSchema } from "@/lib/scenarios/schema";
