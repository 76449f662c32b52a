import fc from "fast-check";
import { referenceModel, referenceRightSizing } from "@/scripts/test-support/reference-model";
import { profiled } from "@/scripts/test-support/reference-compare";
const t0 = performance.now();
const xs = fc.sample(profiled, { numRuns: 50, seed: 1 });
console.log("sampled", performance.now() - t0);
let k = 0;
for (const s of xs) { const t = performance.now(); referenceModel(s); referenceRightSizing(s); const d = performance.now() - t; if (d > 200) console.log("slow", k, d, JSON.stringify(s.workload).slice(0, 200)); k++; }
console.log("done", performance.now() - t0);
