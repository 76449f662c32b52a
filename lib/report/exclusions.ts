/**
 * One thing the TCO model does not account for: a short title and one sentence on what that means
 * for the figures.
 */
export interface ModelExclusion {
  title: string;
  detail: string;
}

/**
 * What the model leaves out. The scenario page and the PDF summary both list exactly these, so a
 * reader of either sees the same caveats. Keep each detail to one sentence in plain words; the
 * PDF prints them with the built-in Helvetica font, so stay within Latin-1 plus typographic quotes
 * and dashes.
 *
 * @example
 * MODEL_EXCLUSIONS.map((e) => e.title); // ["Taxes beyond one income-tax rate", "Other financing", …]
 */
export const MODEL_EXCLUSIONS: readonly ModelExclusion[] = [
  {
    title: "Taxes beyond one income-tax rate",
    detail:
      "After-tax figures use one flat marginal rate and its depreciation shield, and only when a rate is set; " +
      "deferred tax appears in the P&L view only, and state and local taxes, loss carry-forward, VAT and sales tax " +
      "are not modelled.",
  },
  {
    title: "Other financing",
    detail:
      "Hardware is paid in cash, by a level loan or by an operating lease; balloon payments, finance leases, " +
      "covenants and fees are not modelled.",
  },
  {
    title: "Currency exchange",
    detail: "Every amount is in the scenario's one currency; exchange rates and hedging are not modelled.",
  },
  {
    title: "Resale value",
    detail:
      "Hardware is worth nothing at the end unless the straight-line book value credit is switched on; market resale " +
      "prices are not modelled.",
  },
  {
    title: "Lead times and ramp-up",
    detail:
      "Owned hardware is bought and working at the start; delivery delays, installation time and hiring are not modelled.",
  },
  {
    title: "Capacity for growth",
    detail:
      "The owned fleet stays at the GPUs entered; demand above it is rented from the cloud rather than met by buying more hardware.",
  },
  {
    title: "Failures and downtime",
    detail:
      "Failures, spares, outages and performance differences between platforms count only through the maintenance " +
      "inputs and units per GPU-hour.",
  },
  {
    title: "Price changes within a year",
    detail:
      "Cloud prices and running costs change once a year, at each year start; spot interruptions and mid-year repricing are not modelled.",
  },
  {
    title: "Risk",
    detail:
      "The headline figures follow from single-point inputs; how likely each outcome is comes only from the " +
      "simulation runs over the ranges set under Uncertainty (pre-tax, each input drawn on its own), and the " +
      "sensitivity chart shows what moves the figures, not how likely that is.",
  },
];

/**
 * Said above a scenario's own description wherever it is shown: it is the author's text, so a
 * figure it quotes (a preset's "owning saves $1.9M", written for cash) is not recomputed when the
 * inputs change, say to a lease.
 */
export const DESCRIPTION_CAVEAT =
  "The scenario's own text, kept as written: figures quoted in it are not recomputed when the inputs change; the results above are.";
