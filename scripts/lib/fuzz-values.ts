// The bodies the fuzzer sends: a valid scenario, one leaf of it mutated, any JSON, and bytes that are not JSON.
import fc from "fast-check";
import { presets } from "@/lib/tco/presets";
import type { Scenario } from "@/lib/tco/types";

/** A valid scenario as a client sends it. */
export function baseScenario(name = "fuzz base"): Scenario {
  const preset = presets.find((p) => p.slug === "h100-server") ?? presets[0];
  if (!preset) throw new Error("no presets to build a fuzz scenario from");
  return { ...structuredClone(preset.scenario), name };
}

export const weirdNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 1e308, -1e308, 5e-324, 2 ** 53 + 1),
  fc.integer(),
);
export const weirdValue = fc.oneof(
  weirdNumber,
  fc.string({ maxLength: 40 }),
  fc.constant("x".repeat(5000)),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 3 }),
);

/** Every path to a leaf of a value: the places a mutation can hit. */
export function leafPaths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, [...prefix, key]));
}

/** A valid scenario with one leaf replaced, removed, or a stray key added beside it. */
export function mutatedScenario(base: Scenario = baseScenario()): fc.Arbitrary<Record<string, unknown>> {
  const paths = leafPaths(base);
  return fc
    .tuple(fc.constantFrom(...paths), weirdValue, fc.constantFrom("replace", "remove", "stray"))
    .map(([path, value, how]) => {
      const copy = structuredClone(base) as unknown as Record<string, unknown>;
      let node = copy;
      for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
      const last = path[path.length - 1]!;
      if (how === "replace") node[last] = value;
      else if (how === "remove") delete node[last];
      else node[`${last}Extra`] = value;
      return copy;
    });
}

/** Random JSON, a mutated scenario, or one wrapped as the scenario routes expect it. */
export function anyJson(base: Scenario = baseScenario()): fc.Arbitrary<unknown> {
  const mutated = mutatedScenario(base);
  return fc.oneof(fc.jsonValue({ maxDepth: 4 }), mutated, fc.record({ scenario: mutated }));
}

const deep = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** Bodies no parser should choke on: invalid UTF-8, truncated JSON, deep nesting, the wrong type, oversize. */
export function malformedBodies(base: Scenario = baseScenario()): [string | Uint8Array<ArrayBuffer>, string?][] {
  return [
    [new Uint8Array([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
    ['{"name": "x"'],
    [""],
    ["null"],
    [deep(100_000)],
    [deepObject(50_000)],
    [JSON.stringify(base), "text/plain"],
    [JSON.stringify(base), "application/x-www-form-urlencoded"],
    [JSON.stringify(base), "multipart/form-data; boundary=x"],
    [JSON.stringify({ scenario: { ...base, name: "y".repeat(300_000) } })],
    ["x".repeat(2 * 1024 * 1024)],
  ];
}
