/** Reads a value by dot path. @example getPath({ a: { b: 2 } }, "a.b") // 2 */
export function getPath(object: unknown, path: string): unknown {
  let current = object;
  for (const key of path.split(".")) {
    if (typeof current !== "object" || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

/**
 * Returns a copy with one value replaced by dot path, creating objects on the way; `undefined`
 * removes the key. The input is never mutated, so React sees a new object at every level changed.
 * @example setPath({ a: { b: 1 } }, "a.c", 2) // { a: { b: 1, c: 2 } }
 */
export function setPath<T>(object: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split(".");
  const source = (typeof object === "object" && object !== null ? object : {}) as Record<string, unknown>;
  const copy: Record<string, unknown> = { ...source };
  if (rest.length === 0) {
    if (value === undefined) delete copy[key!];
    else copy[key!] = value;
  } else {
    copy[key!] = setPath(source[key!], rest.join("."), value);
  }
  return copy as T;
}
