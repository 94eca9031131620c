/**
 * A stretch of a lecture in media seconds, `from` inclusive, `to` exclusive. Lists of them are kept normalized:
 * sorted, without empty or overlapping members, touching members joined.
 */
export interface CreditInterval {
  readonly from: number;
  readonly to: number;
}

/** Sorted, disjoint, non-empty intervals covering the same seconds as the input. */
export const normalizeIntervals = (intervals: readonly CreditInterval[]): CreditInterval[] => {
  const sorted = intervals.filter((i) => i.to > i.from).toSorted((a, b) => a.from - b.from || a.to - b.to);
  const joined: CreditInterval[] = [];
  for (const interval of sorted) {
    const last = joined.at(-1);
    if (last && interval.from <= last.to) {
      joined[joined.length - 1] = { from: last.from, to: Math.max(last.to, interval.to) };
    } else {
      joined.push({ from: interval.from, to: interval.to });
    }
  }
  return joined;
};

/** The seconds of `from` that `remove` does not cover. */
export const subtractIntervals = (
  from: readonly CreditInterval[],
  remove: readonly CreditInterval[],
): CreditInterval[] => {
  const removed = normalizeIntervals(remove);
  const left: CreditInterval[] = [];
  for (const interval of normalizeIntervals(from)) {
    let start = interval.from;
    for (const cut of removed) {
      if (cut.to <= start) continue;
      if (cut.from >= interval.to) break;
      if (cut.from > start) left.push({ from: start, to: cut.from });
      start = cut.to;
    }
    if (start < interval.to) left.push({ from: start, to: interval.to });
  }
  return left;
};

/** The seconds of the intervals that lie within [start, end]. */
export const clipIntervals = (intervals: readonly CreditInterval[], start: number, end: number): CreditInterval[] =>
  normalizeIntervals(intervals.map((i) => ({ from: Math.max(i.from, start), to: Math.min(i.to, end) })));

/** How many seconds the intervals cover, each second once. */
export const intervalsLength = (intervals: readonly CreditInterval[]): number =>
  normalizeIntervals(intervals).reduce((sum, i) => sum + (i.to - i.from), 0);
