import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** The Beijing calendar day (spec §9: UTC+8) of a timestamp column, as YYYY-MM-DD — for grouping figures by day. */
export const beijingDayOf = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
