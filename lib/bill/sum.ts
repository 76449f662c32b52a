/**
 * A running sum with Neumaier's compensation: a month of hourly rows adds millions of cents, and
 * plain floating-point addition would drift by more than a cent.
 */
export class Sum {
  private total = 0;
  private compensation = 0;

  add(x: number): void {
    const t = this.total + x;
    this.compensation += Math.abs(this.total) >= Math.abs(x) ? this.total - t + x : x - t + this.total;
    this.total = t;
  }

  get value(): number {
    return this.total + this.compensation;
  }
}
