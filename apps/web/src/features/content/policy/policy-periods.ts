import { weekPeriodLabel } from "@taxlearn/core";

export interface PeriodGroup<T> {
  /** spec §9: `2026年11月第4期` */
  readonly label: string;
  readonly items: ReadonlyArray<T>;
}

/** Newest-first articles grouped by their publication period, keeping the order of the list. */
export function groupByPeriod<T extends { publishedAt: string }>(articles: ReadonlyArray<T>): PeriodGroup<T>[] {
  const groups: { label: string; items: T[] }[] = [];
  for (const article of articles) {
    const label = weekPeriodLabel(article.publishedAt);
    const last = groups[groups.length - 1];
    if (last && last.label === label) last.items.push(article);
    else groups.push({ label, items: [article] });
  }
  return groups;
}
