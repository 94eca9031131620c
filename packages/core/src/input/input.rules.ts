/** spec §5 multiple select: a limit of 0 means unlimited; otherwise no more than `limit` may be chosen. */
export const canSelectMore = (selectedCount: number, limit: number): boolean => limit <= 0 || selectedCount < limit;

/** spec §5: a progress percentage lies between 0 and 100 (unreadable → 0). */
export const clampPercentage = (percentage: number): number =>
  Number.isNaN(percentage) ? 0 : Math.min(Math.max(percentage, 0), 100);
