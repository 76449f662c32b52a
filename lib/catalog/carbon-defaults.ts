/**
 * Public figures the energy and carbon inputs can start from, each with its source and date, like the
 * price catalogs: grid intensities (location-based, kg CO2e per kWh generated) and the energy of a busy
 * cloud GPU-hour. A figure here is a starting point the user picks; the scenario keeps the number.
 */

/**
 * One sourced figure.
 *
 * @example
 * const g: CarbonDefault = { id: "grid-us-2022", label: "United States, 2022", value: 0.376, asOf: "2023-11-29",
 *   source: "U.S. EIA, U.S. Energy-Related CO2 Emissions, 2022", url: "https://www.eia.gov/environment/emissions/carbon/" };
 */
export interface CarbonDefault {
  id: string;
  label: string;
  value: number;
  /** YYYY-MM-DD the source was published or states. */
  asOf: string;
  source: string;
  url: string;
  note?: string;
}

const OWID = "https://ourworldindata.org/grapher/carbon-intensity-electricity?tab=table";
const OWID_SOURCE = "Ember and Energy Institute, carbon intensity of electricity generation 2023 (Our World in Data)";

/** Grid intensities, kg CO2e per kWh, for `carbon.onPremKgPerKwh` and `carbon.cloudKgPerKwh`. */
export const GRID_INTENSITIES: readonly CarbonDefault[] = [
  {
    id: "grid-us-2022",
    label: "United States, 2022",
    value: 0.376,
    asOf: "2023-11-29",
    source: "U.S. EIA, U.S. Energy-Related Carbon Dioxide Emissions, 2022 (376 t CO2 per GWh)",
    url: "https://www.eia.gov/environment/emissions/carbon/",
    note: "CO2 of the electricity generated, not CO2e: slightly below a CO2e figure.",
  },
  {
    id: "grid-world-2023",
    label: "World average, 2023",
    value: 0.481,
    asOf: "2024-07-03",
    source: "Ember, electricity generation emission intensity 2023 (481 g/kWh), as charted by Statista",
    url: "https://statista.com/statistics/943137/global-emissions-intensity-power-sector-by-country",
  },
  { id: "grid-de-2023", label: "Germany, 2023", value: 0.381, asOf: "2026-01-26", source: OWID_SOURCE, url: OWID },
  { id: "grid-ie-2023", label: "Ireland, 2023", value: 0.291, asOf: "2026-01-26", source: OWID_SOURCE, url: OWID },
  { id: "grid-fr-2023", label: "France, 2023", value: 0.056, asOf: "2026-01-26", source: OWID_SOURCE, url: OWID },
  { id: "grid-ca-2023", label: "Canada, 2023", value: 0.17, asOf: "2026-01-26", source: OWID_SOURCE, url: OWID },
  { id: "grid-in-2023", label: "India, 2023", value: 0.713, asOf: "2026-01-26", source: OWID_SOURCE, url: OWID },
  {
    id: "grid-no-2023",
    label: "Norway, 2023",
    value: 0.03,
    asOf: "2024-07-03",
    source: "Ember, electricity generation emission intensity 2023 (30 g/kWh), as charted by Statista",
    url: "https://statista.com/statistics/943137/global-emissions-intensity-power-sector-by-country",
  },
];

/**
 * kWh per busy cloud GPU-hour, for `carbon.cloudKwhPerGpuHour`: an H100 server's power per GPU times a
 * hyperscaler's PUE. Both figures are public; the product is ours, and says so.
 */
export const CLOUD_GPU_HOUR_ENERGY: readonly CarbonDefault[] = [
  {
    id: "h100-max-pue-1.1",
    label: "H100 at full load, PUE 1.10: 1.40 kWh",
    value: 1.4,
    asOf: "2026-07-05",
    source:
      "DGX H100 maximum system power 10.2 kW ÷ 8 GPUs (NVIDIA, via Servnet 2026) × Google's PUE 1.10 (CNBC, 2022-04-13)",
    url: "https://www.servnetuk.com/research/ai-servers",
    note: "10,200 W ÷ 8 × 1.10 = 1,402.5 W: an upper bound (maximum power).",
  },
  {
    id: "h100-typical-pue-1.1",
    label: "H100 at typical draw, PUE 1.10: 1.03 kWh",
    value: 1.03,
    asOf: "2026-07-05",
    source:
      "DGX H100 typical draw 6.5–8.5 kW (midpoint 7.5 kW) ÷ 8 GPUs (NVIDIA, via Servnet 2026) × Google's PUE 1.10 (CNBC, 2022-04-13)",
    url: "https://www.servnetuk.com/research/ai-servers",
    note: "7,500 W ÷ 8 × 1.10 = 1,031 W.",
  },
];
