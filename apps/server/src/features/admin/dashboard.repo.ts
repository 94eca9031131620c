import { beijingDayStart } from "@taxlearn/core";
import { and, count, gte, lt, lte, type SQL, sql, sum } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Executor } from "../../db/executor";
import { learnerActiveDays, orders, users } from "../../db/schema";

const DAY_MS = 86_400_000;

/** The Beijing calendar day (spec §9: UTC+8) of a timestamp column, as YYYY-MM-DD. */
const beijingDayOf = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

export interface DayFigures {
  newLearners: number;
  paidOrders: number;
  revenueFen: number;
  activeLearners: number;
}

/**
 * The console's figures for consecutive Beijing days (oldest first): three grouped reads over indexed ranges
 * (users_created_idx, orders_paid_idx, the active-days key), never a scan of the whole table.
 */
export async function figuresByDay(db: Executor, days: ReadonlyArray<string>): Promise<Map<string, DayFigures>> {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  const from = beijingDayStart(first);
  const to = new Date(beijingDayStart(last).getTime() + DAY_MS);
  const learnerDay = beijingDayOf(users.createdAt);
  const paidDay = beijingDayOf(orders.paidAt);
  const [learners, paid, active] = await Promise.all([
    db
      .select({ day: learnerDay, n: count() })
      .from(users)
      .where(and(gte(users.createdAt, from), lt(users.createdAt, to)))
      .groupBy(learnerDay),
    db
      .select({ day: paidDay, n: count(), fen: sum(orders.amountFen) })
      .from(orders)
      .where(and(gte(orders.paidAt, from), lt(orders.paidAt, to)))
      .groupBy(paidDay),
    db
      .select({ day: learnerActiveDays.day, n: count() })
      .from(learnerActiveDays)
      .where(and(gte(learnerActiveDays.day, first), lte(learnerActiveDays.day, last)))
      .groupBy(learnerActiveDays.day),
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
