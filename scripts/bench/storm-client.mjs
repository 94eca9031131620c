// One storm of uncached calls, run by `storm.mjs` in a process of its own (so building and reading 64 connections'
// requests does not share the measuring process's event loop): autocannon with a request that changes every time.
//   node storm-client.mjs <origin> <search|learner> <connections> <seconds> [token]
// Prints autocannon's result as JSON, with the count of each HTTP status.
import { createRequire } from "node:module";
import { TERMS } from "./search-misses.mjs";

const autocannon = createRequire(import.meta.url)("autocannon");
const [origin, kind, connections, seconds, token] = process.argv.slice(2);

let sent = 0;
/** A search no earlier request of the run asked (two terms and a page: 40 × 39 × 5 distinct), so none is cached. */
const distinctSearch = () => {
  const n = sent++;
  const first = TERMS[n % TERMS.length];
  const second = TERMS[(Math.floor(n / TERMS.length) + 1 + (n % TERMS.length)) % TERMS.length];
  const page = 1 + (Math.floor(n / (TERMS.length * TERMS.length)) % 5);
  return JSON.stringify({ keyword: `${first} ${second}`, page, pageSize: 10 });
};
// a learner's own lists are personal (never cached): favourites of each category, courses studied, courses bought
const LEARNER_PATHS = [
  "/api/collect/user?category=1&page=1&pageSize=10",
  "/api/study/classList?page=1&pageSize=10",
  "/api/cart/onlinePurchasedList?page=1&pageSize=10",
  "/api/collect/user?category=2&page=1&pageSize=10",
  "/api/collect/user?category=3&page=1&pageSize=10",
  "/api/collect/user?category=4&page=1&pageSize=10",
];
const learnerCall = () => LEARNER_PATHS[sent++ % LEARNER_PATHS.length];

const statuses = {};
const request =
  kind === "search"
    ? {
        method: "POST",
        path: "/api/es/onlineProducts",
        headers: { "content-type": "application/json" },
        setupRequest: (r) => ({ ...r, body: distinctSearch() }),
      }
    : {
        method: "GET",
        headers: { authorization: `Bearer ${token}` },
        setupRequest: (r) => ({ ...r, path: learnerCall() }),
      };
const result = await autocannon({
  url: origin,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { "accept-encoding": "gzip, deflate, br" },
  requests: [{ ...request, onResponse: (status) => (statuses[status] = (statuses[status] ?? 0) + 1) }],
});
process.stdout.write(JSON.stringify({ ...result, statuses }));
