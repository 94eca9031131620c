// Deep pages of the long lists, uncached: the first pages and the last pages of the course list, the policy list and
// the regulation library's list of policies in force (not in the response cache at all, its validity is the day's),
// each page asked once (so none is a hit of the response cache), one at a time, timed from the client. A list's
// order is read once per catalogue state (apps/server/src/features/catalogue/list-orders.ts), so the first request
// of a list pays for it and is timed apart; goal: any page ≤ 30 ms at 100× the catalogue.

export const DEEP_PAGE_GOAL_MS = 30;

const LISTS = [
  { name: "courses", path: "/api/onlineProducts" },
  { name: "policies", path: "/api/onlineNewsList" },
  { name: "in force", path: "/api/regulation/list?validity=effective" },
];

const timed = async (url) => {
  const started = performance.now();
  const response = await fetch(url, { headers: { "accept-encoding": "gzip, deflate, br" } });
  const envelope = await response.json();
  return { ms: performance.now() - started, ok: response.ok && envelope.status === 200, data: envelope.data };
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
};

/**
 * @param {string} origin
 * @param {number} pagesEach how many first and last pages of each list
 * @returns {Promise<{ name: string, total: number, orderMs: number, firstP50Ms: number, lastP50Ms: number,
 *   slowestMs: number, errors: number }[]>}
 */
export async function deepPages(origin, pagesEach = 5) {
  const results = [];
  for (const list of LISTS) {
    let errors = 0;
    // page 1 reads the list's order (once per catalogue state)
    const sep = list.path.includes("?") ? "&" : "?";
    const opening = await timed(`${origin}${list.path}${sep}page=1&pageSize=10`);
    if (!opening.ok) errors += 1;
    const total = opening.data?.total ?? 0;
    const lastPage = Math.max(1, Math.ceil(total / 10));
    const first = [];
    const last = [];
    for (let i = 0; i < pagesEach; i += 1) {
      const early = await timed(`${origin}${list.path}${sep}page=${2 + i}&pageSize=10`);
      const late = await timed(`${origin}${list.path}${sep}page=${Math.max(1, lastPage - i)}&pageSize=10`);
      if (!early.ok) errors += 1;
      if (!late.ok) errors += 1;
      first.push(early.ms);
      last.push(late.ms);
    }
    results.push({
      name: list.name,
      total,
      orderMs: Math.round(opening.ms),
      firstP50Ms: median(first),
      lastP50Ms: median(last),
      // the goal is for any page: the slowest of the first and last pages after the order read
      slowestMs: Math.round(Math.max(...first, ...last)),
      errors,
    });
  }
  return results;
}
