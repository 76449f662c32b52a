/**
 * The contract's random stream: mulberry32, a 32-bit generator small enough to write down in
 * full, so that the browser, the API, the CLI and any spreadsheet re-implementation draw the
 * same numbers from the same seed. Each call returns a float in [0, 1).
 *
 * @example
 * const next = mulberry32(1);
 * next(); // 0.6270739405881613
 * next(); // 0.002735721180215478
 * next(); // 0.5274470399599522
 */
export function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
