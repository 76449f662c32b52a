/*
 * Text must be well-formed Unicode. JSON can carry a lone UTF-16 surrogate ("\ud800"), which is
 * no character: PostgreSQL refuses it, UTF-8 can't encode it and a header can't hold it, so it
 * came back as a 500. Plain TypeScript, so the schemas and the body readers share it.
 */

// With the u flag a surrogate pair is one code point, so only a lone half matches.
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether `text` is well-formed Unicode (no lone surrogate). */
export const isWellFormedText = (text: string): boolean => !LONE_SURROGATE.test(text);

/** What a field holding a lone surrogate must be, after its path. */
export const MALFORMED_TEXT =
  "must be valid Unicode text: it holds half of a character (a lone UTF-16 surrogate such as \\ud800)";

/** The message for a field holding a lone surrogate, starting with its path. */
export const malformedTextMessage = (path: string): string => `${path} ${MALFORMED_TEXT}`;

/** A path as a message can show it: each lone surrogate written as its \u escape. */
const printable = (path: string) => path.replace(/\p{Cs}/gu, (half) => `\\u${half.charCodeAt(0).toString(16)}`);

/**
 * The path of the first string (or object key) in a parsed JSON value that holds a lone
 * surrogate, dot-separated as the error messages write paths ("" for the root); null when all
 * text is well-formed. Walks without recursion, so any depth of nesting is safe.
 *
 * @example
 * malformedTextPath({ scenario: { name: "a\ud800" } }); // "scenario.name"
 * malformedTextPath({ name: "ok" });                    // null
 */
export function malformedTextPath(value: unknown): string | null {
  const stack: [unknown, string][] = [[value, ""]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [at, path] = next;
    if (typeof at === "string") {
      if (!isWellFormedText(at)) return printable(path);
      continue;
    }
    if (at === null || typeof at !== "object") continue;
    const entries = Object.entries(at);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]!;
      const innerPath = path ? `${path}.${key}` : key;
      if (!isWellFormedText(key)) return printable(innerPath);
      stack.push([inner, innerPath]);
    }
  }
  return null;
}

/** Whether JSON text could hold a lone surrogate: only a \u escape of D800–DFFF can write one. */
export const mayHoldSurrogate = (json: string): boolean => /\\u[dD][89a-fA-F]/.test(json);
