import type { Scenario } from "./types";

/** The words every on-prem figure carries while the owned side is unconfirmed. */
export const TO_REVIEW = "to review";

/**
 * Whether the scenario's on-prem figures are still to be reviewed (a scenario made from a cloud
 * bill, whose owned side came from the catalog and placeholders, until the user confirms or edits it).
 *
 * @example
 * onPremToReview({ ...scenario, review: { onPrem: true } }); // true
 * onPremToReview(scenario);                                  // false
 */
export function onPremToReview(scenario: Pick<Scenario, "review">): boolean {
  return scenario.review?.onPrem === true;
}

/**
 * A draft after the user set `path`: editing an on-prem input is reviewing it, so the mark goes.
 * Any other edit keeps the draft as it is. Works on drafts that are not yet valid scenarios.
 *
 * @example
 * afterEdit({ review: { onPrem: true }, onPrem: { … } }, "onPrem.capex.compute"); // no `review` key
 * afterEdit({ review: { onPrem: true } }, "cloud.pricePerGpuHour");               // unchanged
 */
export function afterEdit<T>(draft: T, path: string): T {
  if (!path.startsWith("onPrem.") && path !== "onPrem") return draft;
  return confirmed(draft);
}

/**
 * The draft with its on-prem figures confirmed: the `review` mark removed, nothing else changed.
 *
 * @example
 * confirmed({ name: "x", review: { onPrem: true } }); // { name: "x" }
 */
export function confirmed<T>(draft: T): T {
  if (typeof draft !== "object" || draft === null || !("review" in draft)) return draft;
  const rest = { ...(draft as Record<string, unknown>) };
  delete rest.review;
  return rest as T;
}
