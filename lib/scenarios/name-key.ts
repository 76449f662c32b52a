/**
 * A name as the list searches and sorts it: Unicode-normalised (NFKC, so "ﬁ" is "fi" and a
 * decomposed "é" is the composed one) and lower-cased, in JavaScript, so that SQLite (whose LOWER
 * and LIKE fold ASCII only) and PostgreSQL (whose folding depends on the server's locale) compare
 * the same stored text and answer the same rows.
 *
 * @example
 * nameKey("Étude H100"); // "étude h100"
 */
export function nameKey(name: string): string {
  return name.normalize("NFKC").toLowerCase();
}
