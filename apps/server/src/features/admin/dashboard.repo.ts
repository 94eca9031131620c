import { beijingDayStart } from "@taxlearn/core";
import type { Executor } from "../../db/executor";

const DAY_MS = 86_400_000;

type DayCount = { readonly day: string; readonly n: number };

/**
 * Where the figures come from: each count is its table's owner's query (accounts, orders, the video feature's
 * active days), handed in where the console is assembled (src/console.ts) — the orders feature registers its console
 * calls through admin, so admin cannot import it back.
 */
export interface DashboardSources {
  /** Accounts created in [from, to) per Beijing day. */
  newAccounts(db: Executor, from: Date, to: Date): Promise<readonly DayCount[]>;
  /** Orders paid in [from, to) per Beijing day, with their sum in fen. */
  paidOrders(db: Executor, from: Date, to: Date): Promise<readonly (DayCount & { readonly fen: string | null })[]>;
  /** Learners who studied per Beijing day, `first` to `last` included. */
  activeLearners(db: Executor, first: string, last: string): Promise<readonly DayCount[]>;
}

export interface DayFigures {
  newLearners: number;
  paidOrders: number;
  revenueFen: number;
  activeLearners: number;
}

/**
 * The console's figures for consecutive Beijing days (oldest first): three grouped reads over indexed ranges, each
 * by the table's owner (users_created_idx, orders_paid_idx, the active-days key), never a scan of the whole table.
 */
export async function figuresByDay(
  db: Executor,
  sources: DashboardSources,
  days: ReadonlyArray<string>,
): Promise<Map<string, DayFigures>> {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const from = beijingDayStart(first);
  const to = new Date(beijingDayStart(last).getTime() + DAY_MS);
  const [learners, paid, active] = await Promise.all([
    sources.newAccounts(db, from, to),
    sources.paidOrders(db, from, to),
    sources.activeLearners(db, first, last),
  ]);
  const figures = new Map<string, DayFigures>(
    days.map((day) => [day, { newLearners: 0, paidOrders: 0, revenueFen: 0, activeLearners: 0 }]),
  );
  for (const row of learners) {
    const f = figures.get(row.day);
    if (f) f.newLearners = Number(row.n);
  }
  for (const row of paid) {
    const f = figures.get(row.day);
    if (f) {
      f.paidOrders = Number(row.n);
      f.revenueFen = Number(row.fen ?? 0);
    }
  }
  for (const row of active) {
    const f = figures.get(String(row.day));
    if (f) f.activeLearners = Number(row.n);
  }
  return figures;
}
