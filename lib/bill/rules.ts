import { ownCopy } from "./cells";
import data from "./gpu-rules.json";
import type { BuiltInRule, GpuRule } from "./types";

/**
 * The built-in GPU rules, longest text first so that a name never loses to a shorter name inside
 * it (p5.48xlarge before p5.4xlarge, g2-standard-48 before g2-standard-4).
 */
export const BUILT_IN_RULES: readonly BuiltInRule[] = [...(data.rules as BuiltInRule[])].sort(
  (a, b) => b.contains.length - a.contains.length,
);

/** A rule ready to test rows: its column's index in the file (-1 when absent) and its text in lower case. */
export interface CompiledRule {
  rule: GpuRule;
  source: string;
  /** The GPU model of a built-in rule. */
  gpu?: string;
  index: number;
  needle: string;
}

/**
 * The user's rules (tried first, in their order), then the built-in ones, bound to the file's columns.
 * A rule on a column the file lacks never matches.
 */
export function compileRules(userRules: readonly GpuRule[], columnIndex: (name: string) => number): CompiledRule[] {
  const compile = (rule: GpuRule, source: string, gpu?: string): CompiledRule => ({
    rule: { column: rule.column, contains: rule.contains, gpusPerUnit: rule.gpusPerUnit },
    source,
    ...(gpu === undefined ? {} : { gpu }),
    index: columnIndex(rule.column),
    needle: rule.contains.toLowerCase(),
  });
  return [
    ...userRules.map((rule) => compile(rule, "user")),
    ...BUILT_IN_RULES.map((rule) => compile(rule, rule.source, rule.gpu)),
  ];
}

/**
 * Finds the first rule that matches a row, remembering the answer for each distinct set of values
 * of the rules' columns: bills repeat the same descriptions on thousands of rows.
 */
export function createMatcher(rules: CompiledRule[]): (row: readonly string[]) => number {
  const columns = [...new Set(rules.map((r) => r.index).filter((i) => i >= 0))];
  const cache = new Map<string, number>();
  const CACHE_LIMIT = 50_000;
  return (row) => {
    const key = columns.length === 1 ? (row[columns[0]!] ?? "") : columns.map((i) => row[i] ?? "").join("\u0001");
    const known = cache.get(key);
    if (known !== undefined) return known;
    const lower = new Map<number, string>();
    let found = -1;
    for (let r = 0; r < rules.length; r++) {
      const { index, needle } = rules[r]!;
      if (index < 0 || needle === "") continue;
      let cell = lower.get(index);
      if (cell === undefined) {
        cell = (row[index] ?? "").toLowerCase();
        lower.set(index, cell);
      }
      if (cell.includes(needle)) {
        found = r;
        break;
      }
    }
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(ownCopy(key), found);
    return found;
  };
}
