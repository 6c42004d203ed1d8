/**
 * The wall clock in fractional milliseconds: a read and a save within one millisecond must still
 * be told apart (a save at the very start of a read must make it stale, a save before it not).
 */
export function preciseNow(): number {
  return performance.timeOrigin + performance.now();
}
