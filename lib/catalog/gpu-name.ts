/**
 * One way of naming a GPU across the curated catalog and every import: the chip ("H100",
 * "RTX 6000 Ada") and a variant written "<form> <memory>GB" ("SXM 80GB", "PCIe 48GB", "NVL 94GB"),
 * either part left out when the source does not say it. PCIe and SXM parts of one chip stay apart.
 */
export interface GpuName {
  gpu: string;
  variant?: string;
}

// SkyPilot writes the chip first, then the variant: "A100-80GB-SXM", "H100-NVL", "RTX6000-Ada".
const CHIPS: readonly [RegExp, string][] = [
  [/^GH200/i, "GH200"],
  [/^GB200/i, "GB200"],
  [/^H100/i, "H100"],
  [/^H200/i, "H200"],
  [/^B200/i, "B200"],
  [/^B300/i, "B300"],
  [/^A100/i, "A100"],
  [/^L40S/i, "L40S"],
  [/^L40/i, "L40"],
  [/^L4/i, "L4"],
  [/^A10G/i, "A10G"],
  [/^A10/i, "A10"],
  [/^A40/i, "A40"],
  [/^V100/i, "V100"],
  [/^T4/i, "T4"],
  [/^MI300X/i, "MI300X"],
  [/^RTX[ -]?PRO[ -]?6000/i, "RTX PRO 6000"],
  [/^RTX[ -]?(\d{4})[ -]?Ada/i, "RTX $1 Ada"],
  [/^RTX[ -]?A(\d{4})/i, "RTX A$1"],
  [/^A(\d{4})$/i, "RTX A$1"],
  [/^RTX[ -]?(\d{4})/i, "RTX $1"],
];

// Cards sold only as PCIe boards: their form is known without the source saying it.
const PCIE_ONLY = /^(L40S|L40|L4|A10G|A10|A40|T4|RTX .*)$/;

// Memory a form of a chip always has, so "H100 SXM" and "H100 SXM 80GB" are one name.
const MEMORY: Record<string, number> = {
  "H100 SXM": 80,
  "H100 PCIe": 80,
  "H100 NVL": 94,
  "H200 SXM": 141,
  "H200 NVL": 141,
  "B200 SXM": 180,
  "L40S PCIe": 48,
  "L40 PCIe": 48,
  "L4 PCIe": 24,
  "A40 PCIe": 48,
  "A10 PCIe": 24,
  "RTX 6000 Ada PCIe": 48,
  "RTX 4090 PCIe": 24,
  "RTX A6000 PCIe": 48,
};

const formOf = (text: string): string | undefined =>
  /nvl/i.test(text) ? "NVL" : /sxm|hgx|mega/i.test(text) ? "SXM" : /pcie/i.test(text) ? "PCIe" : undefined;

/**
 * The catalog's name for a GPU a source calls `accelerator`. The form may also come from the
 * instance type ("gpu_1x_h100_pcie"); the memory only from the accelerator or a variant text, as
 * instance types name the machine's RAM ("…-1600gb").
 *
 * @example
 * gpuName("H100", { instanceType: "gpu_1x_h100_pcie" }); // { gpu: "H100", variant: "PCIe 80GB" }
 * gpuName("H100", { instanceType: "gpu_8x_h100_sxm5" }); // { gpu: "H100", variant: "SXM 80GB" }
 * gpuName("A100-80GB-SXM");                               // { gpu: "A100", variant: "SXM 80GB" }
 * gpuName("RTX6000-Ada");                                 // { gpu: "RTX 6000 Ada", variant: "PCIe 48GB" }
 * gpuName("B200", { variant: "SXM6 180GB" });             // { gpu: "B200", variant: "SXM 180GB" }
 * gpuName("A100", { instanceType: "gpu_8x_a100" });      // { gpu: "A100" }: the source says neither
 */
export function gpuName(accelerator: string, hints: { instanceType?: string; variant?: string } = {}): GpuName {
  const text = accelerator.trim();
  let gpu = text;
  let rest = "";
  for (const [pattern, name] of CHIPS) {
    const match = pattern.exec(text);
    if (match) {
      gpu = match[0].replace(pattern, name);
      rest = text.slice(match[0].length);
      break;
    }
  }
  const described = [rest, hints.variant ?? ""].join(" ");
  const form = PCIE_ONLY.test(gpu) ? "PCIe" : formOf(`${described} ${hints.instanceType ?? ""}`);
  const stated = /(\d+)\s*GB/i.exec(described);
  const memory = stated ? Number(stated[1]) : form ? MEMORY[`${gpu} ${form}`] : undefined;
  const variant = [form, memory ? `${memory}GB` : undefined].filter(Boolean).join(" ");
  return variant ? { gpu, variant } : { gpu };
}

/** The grammar every catalog variant follows: "<form> <memory>GB", either part optional. */
export const VARIANT_PATTERN = /^((SXM|PCIe|NVL)( \d+GB)?|\d+GB)$/;
