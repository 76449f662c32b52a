import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { gpuName, VARIANT_PATTERN } from "./gpu-name";
import { loadCatalogs } from "./load";

describe("gpuName", () => {
  test.each([
    // SkyPilot accelerator, instance type, variant text → catalog GPU, variant
    ["H100", "gpu_1x_h100_pcie", undefined, "H100", "PCIe 80GB"],
    ["H100", "gpu_8x_h100_sxm5", undefined, "H100", "SXM 80GB"],
    ["H100", "gpu-h100-sxm_8gpu-128vcpu-1600gb", undefined, "H100", "SXM 80GB"],
    ["H100-SXM", "8x_H100-SXM_SECURE", undefined, "H100", "SXM 80GB"],
    ["H100-NVL", "1x_H100-NVL_SECURE", undefined, "H100", "NVL 94GB"],
    ["H100", "1x_H100_SECURE", undefined, "H100", undefined],
    ["A100-80GB-SXM", "8x_A100-80GB-SXM_SECURE", undefined, "A100", "SXM 80GB"],
    ["A100-80GB", "gpu_8x_a100_80gb_sxm4", undefined, "A100", "SXM 80GB"],
    ["A100", "gpu_8x_a100", undefined, "A100", undefined],
    ["L40S", "gpu-l40s-a_1gpu-8vcpu-32gb", undefined, "L40S", "PCIe 48GB"],
    ["RTX6000-Ada", "1x_RTX6000-Ada_SECURE", undefined, "RTX 6000 Ada", "PCIe 48GB"],
    ["RTX4090", "1x_RTX4090_SECURE", undefined, "RTX 4090", "PCIe 24GB"],
    ["A6000", "gpu_1x_a6000", undefined, "RTX A6000", "PCIe 48GB"],
    ["RTXA4500", "1x_RTXA4500_SECURE", undefined, "RTX A4500", "PCIe"],
    ["B200", "8x NVIDIA B200 SXM6", "SXM6 180GB", "B200", "SXM 180GB"],
    ["H100", "a3-megagpu-8g", "SXM 80GB (Mega)", "H100", "SXM 80GB"],
    ["GH200", "gpu_1x_gh200", undefined, "GH200", undefined],
  ])("%s on %s (%s) is %s %s", (accelerator, instanceType, variant, gpu, expected) => {
    expect(gpuName(accelerator, { instanceType, ...(variant ? { variant } : {}) })).toEqual(
      expected ? { gpu, variant: expected } : { gpu },
    );
  });

  test("property: a name is stable (naming a named GPU again changes nothing) and its variant follows the grammar", () => {
    const accelerators = [
      "H100",
      "H100-SXM",
      "H100-NVL",
      "A100-80GB",
      "A100-40GB-SXM",
      "L40S",
      "RTX4090",
      "RTX6000-Ada",
      "B200",
      "H200-SXM",
      "MI300X",
    ];
    const types = ["gpu_1x_x_pcie", "8x_sxm5", "plain", "nvl-box", "hgx-node"];
    fc.assert(
      fc.property(fc.constantFrom(...accelerators), fc.constantFrom(...types), (accelerator, instanceType) => {
        const once = gpuName(accelerator, { instanceType });
        if (once.variant !== undefined) expect(once.variant).toMatch(VARIANT_PATTERN);
        expect(gpuName(once.gpu, { instanceType, ...(once.variant ? { variant: once.variant } : {}) })).toEqual(once);
      }),
    );
  });
});

describe("the shipped catalogs name GPUs one way", () => {
  const catalogs = loadCatalogs();
  const all = [
    ...catalogs.cloud.entries.map((e) => ({
      id: e.id,
      gpu: e.gpu,
      variant: e.gpuVariant,
      instanceType: e.instanceType,
    })),
    ...catalogs.hardware.entries.map((h) => ({ id: h.id, gpu: h.gpu, variant: h.gpuVariant, instanceType: h.system })),
  ];

  test("every entry's GPU and variant are what gpuName makes of them", () => {
    for (const e of all) {
      const named = gpuName(e.gpu, { instanceType: e.instanceType, ...(e.variant ? { variant: e.variant } : {}) });
      expect({ id: e.id, gpu: e.gpu, variant: e.variant }).toEqual({
        id: e.id,
        gpu: named.gpu,
        variant: named.variant,
      });
    }
  });

  test("Azure's H100 VMs: the ND (SXM) and NC (NVL) series stay apart", () => {
    const variants = new Set(
      catalogs.cloud.entries
        .filter((e) => e.provider === "azure" && e.gpu === "H100")
        .map((e) => `${e.instanceType.split("_")[1]} ${e.gpuVariant}`),
    );
    expect([...variants].sort()).toEqual(["NC40ads NVL 94GB", "NC80adis NVL 94GB", "ND96isr SXM 80GB"]);
  });
});
