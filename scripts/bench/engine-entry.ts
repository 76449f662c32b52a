// What the engine section times, bundled as the app ships it (see shipped-engine.ts).
export { computeTco } from "@/lib/tco";
export { parseScenario, scenarioSchema } from "@/lib/validation/scenario";
