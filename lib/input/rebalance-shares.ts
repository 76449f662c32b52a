/**
 * Three shares that must add up to 100 (the hybrid split). The share moved keeps the value typed
 * or dragged; one other share, the balancer, takes up the difference, and the third is left as it
 * was. The balancer is the share typed into least recently (one never typed into before any; of
 * two never typed into, the later), so "60" then "35" stays 60 / 35 and the third becomes 5.
 * Only when the balancer would go below 0 does the third give way too.
 */
export type Shares<K extends string> = Record<K, number>;

// Sums and differences of decimals carry floating-point tails (100 − 66.6 = 33.400000000000006).
const tidy = (x: number) => Number(x.toFixed(9));

/** The share that balances the next change of `moved`, given the shares typed into, oldest first. */
export function balancerOf<K extends string>(keys: readonly K[], moved: K, edited: readonly K[]): K {
  const others = keys.filter((k) => k !== moved);
  // Least recently typed into first; of two never typed into (rank −1), the later key.
  const sorted = [...others].sort(
    (a, b) => edited.lastIndexOf(a) - edited.lastIndexOf(b) || keys.indexOf(b) - keys.indexOf(a),
  );
  return sorted[0]!;
}

/**
 * @example
 * rebalanceShares({ onPremPct: 75, cloudPct: 20, edgePct: 5 }, "onPremPct", 60, []);
 * // { shares: { onPremPct: 60, cloudPct: 20, edgePct: 20 }, balancer: "edgePct" }
 * rebalanceShares({ onPremPct: 60, cloudPct: 20, edgePct: 20 }, "cloudPct", 35, ["onPremPct"]);
 * // { shares: { onPremPct: 60, cloudPct: 35, edgePct: 5 }, balancer: "edgePct" }
 */
export function rebalanceShares<K extends string>(
  shares: Shares<K>,
  moved: K,
  value: number,
  edited: readonly K[],
): { shares: Shares<K>; balancer: K } {
  const keys = Object.keys(shares) as K[];
  const balancer = balancerOf(keys, moved, edited);
  const third = keys.find((k) => k !== moved && k !== balancer)!;
  const next = { ...shares, [moved]: value } as Shares<K>;
  const left = tidy(100 - value - shares[third]);
  if (left >= 0) {
    next[balancer] = left;
  } else {
    next[balancer] = 0;
    next[third] = tidy(100 - value);
  }
  return { shares: next, balancer };
}
