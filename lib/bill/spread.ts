import { Sum } from "./sum";

/**
 * Amounts spread over fixed UTC buckets (hours or days) in proportion to the time each bucket
 * overlaps the amount's interval, in constant time an interval however long it is: the first and
 * last (cut) buckets get their share directly, and the whole buckets between get a rate that
 * starts at the second bucket and stops at the last, summed once at the end. A row whose charge
 * period runs for years costs the same as an hourly one.
 *
 * @example
 * const days = new Spread(86_400_000);
 * days.add(Date.UTC(2026, 0, 1, 12), Date.UTC(2026, 0, 4, 12), 72); // 3 days: 12 h, 24, 24, 12 h
 * days.amounts(days.bucketOf(Date.UTC(2026, 0, 1)), 4); // Float64Array [12, 24, 24, 12]
 */
export class Spread {
  /** Bucket → the amount put in it directly. */
  private readonly direct = new Map<number, number>();
  /** Bucket → the change, from there on, of what each whole bucket gets. */
  private readonly rate = new Map<number, number>();

  constructor(readonly bucketMs: number) {}

  /** The bucket an instant falls in (a bucket is [k × size, (k + 1) × size)). */
  bucketOf(ms: number): number {
    return Math.floor(ms / this.bucketMs);
  }

  /** Spreads `amount` over [start, end); an interval of no length puts it all in start's bucket. */
  add(start: number, end: number, amount: number): void {
    const size = this.bucketMs;
    const first = this.bucketOf(start);
    const last = Math.ceil(end / size) - 1;
    if (end <= start || last <= first) {
      bump(this.direct, first, amount);
      return;
    }
    const perMs = amount / (end - start);
    bump(this.direct, first, perMs * ((first + 1) * size - start));
    bump(this.direct, last, perMs * (end - last * size));
    if (last - first >= 2) {
      bump(this.rate, first + 1, perMs * size);
      bump(this.rate, last, -perMs * size);
    }
  }

  /** The amounts of `count` buckets from bucket `from` on; what falls outside them is left out. */
  amounts(from: number, count: number): Float64Array {
    const out = new Float64Array(count);
    for (const [bucket, amount] of this.direct) {
      const i = bucket - from;
      if (i >= 0 && i < count) out[i] = out[i]! + amount;
    }
    // The rate is summed in bucket order; changes before `from` only set where it starts.
    const changes = [...this.rate.entries()].sort((a, b) => a[0] - b[0]);
    const running = new Sum();
    let next = 0;
    while (next < changes.length && changes[next]![0] < from) running.add(changes[next++]![1]);
    for (let i = 0; i < count; i++) {
      while (next < changes.length && changes[next]![0] === from + i) running.add(changes[next++]![1]);
      out[i] = out[i]! + running.value;
    }
    return out;
  }
}

function bump(map: Map<number, number>, key: number, amount: number): void {
  map.set(key, (map.get(key) ?? 0) + amount);
}
