/**
 * JSON with object keys sorted, so two objects that hold the same values compare equal as text
 * whatever order their keys were added in.
 * @example stableJson({ b: 1, a: 2 }) === stableJson({ a: 2, b: 1 }) // true
 */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}
