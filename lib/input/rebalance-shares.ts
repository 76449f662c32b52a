/**
 * Three shares that must add up to 100 (the hybrid split). Moving one share to `value` gives the
 * rest, 100 − value, to the other two in proportion to what they held (equally when both held
 * nothing), so the split stays valid while a slider moves.
 */
export type Shares<K extends string> = Record<K, number>;

const tidy = (x: number) => Number(x.toFixed(9));

/**
 * @example
 * rebalanceShares({ onPremPct: 75, cloudPct: 20, edgePct: 5 }, "onPremPct", 50);
 * // { onPremPct: 50, cloudPct: 40, edgePct: 10 }
 * rebalanceShares({ a: 100, b: 0, c: 0 }, "a", 40); // { a: 40, b: 30, c: 30 }
 */
export function rebalanceShares<K extends string>(shares: Shares<K>, moved: K, value: number): Shares<K> {
  const others = (Object.keys(shares) as K[]).filter((k) => k !== moved);
  const rest = 100 - value;
  const held = others.reduce((sum, k) => sum + Math.max(0, shares[k]), 0);
  const next: Record<string, number> = { ...shares, [moved]: value };
  let given = 0;
  others.forEach((k, i) => {
    const last = i === others.length - 1;
    // The last share takes what is left, so rounding never breaks the sum; a share rounded up past
    // what is left is held to it, so the last one is never pushed below 0.
    const proportional = tidy(held > 0 ? (rest * Math.max(0, shares[k])) / held : rest / others.length);
    const share = last ? Math.max(0, tidy(rest - given)) : Math.min(proportional, rest - given);
    next[k] = share;
    given += share;
  });
  return next as Shares<K>;
}
