import type { ApiResult } from "@taxlearn/api";

/**
 * Several related-content calls shown as one list (e.g. the three case kinds of a policy): their items in call
 * order, without repeats; the first failure if any call failed.
 */
export function combineRelated<T extends { id: number }>(
  results: ReadonlyArray<ApiResult<ReadonlyArray<T>>>,
): ApiResult<ReadonlyArray<T>> {
  const failure = results.find((result) => !result.success);
  if (failure && !failure.success) return failure;
  const seen = new Set<number>();
  const items: T[] = [];
  for (const result of results) {
    if (!result.success) continue;
    for (const item of result.data) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return { status: 200, success: true, msg: "", data: items };
}
