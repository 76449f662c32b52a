/** Longest slug kept, so a 120-character name still gives a file name every OS accepts. */
const MAX_SLUG_LENGTH = 80;

/**
 * A file-name stem from a scenario name: lower-case ASCII letters, digits and single dashes.
 * Accents are folded (`Café` → `cafe`); everything else, path separators included, becomes a
 * dash, so the result is safe in a path and in a `Content-Disposition` header without escaping.
 * A name with nothing left (emoji, Hebrew, only punctuation) falls back to `scenario`.
 *
 * @example
 * fileNameSlug("comma.ai-style datacenter"); // "comma-ai-style-datacenter"
 * fileNameSlug("../../etc/passwd");           // "etc-passwd"
 * fileNameSlug("שלום");                       // "scenario"
 */
export function fileNameSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, "") || "scenario";
}

/**
 * `<slug>-<suffix>.<extension>`: the one pattern every export's file name follows.
 *
 * @example
 * exportFileName("comma.ai-style datacenter", "summary", "pdf"); // "comma-ai-style-datacenter-summary.pdf"
 */
export function exportFileName(name: string, suffix: string, extension: string): string {
  return `${fileNameSlug(name)}-${suffix}.${extension}`;
}
