export { mulberry32 } from "./prng";
export { inverseCdf } from "./sample";
export { nearestRank, tenFiftyNinety } from "./percentiles";
export { UNCERTAIN_INPUTS, isUncertainInput, uncertainValue, withUncertainValue } from "./inputs";
export { runOutcome, runWorkspace, type RunOutcome, type RunWorkspace } from "./run-outcome";
export { monteCarlo, simulateUncertainty, type MonteCarlo } from "./monte-carlo";
export { withUncertainty } from "./with-uncertainty";
export { suggestedRange, widenedRange, type SuggestedRange } from "./suggest";
