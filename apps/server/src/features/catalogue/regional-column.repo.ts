import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { regionalColumns } from "../../db/schema";
import { liveSessionsByIds } from "../live/live-sessions.repo";
import { visibleToViewer } from "./catalogue.repo";

/** City ids are their province id plus a small number (regions seed), so both lookups use the (province, city) index. */
const provinceOfCity = (cityId: number) => Math.floor(cityId / 1000) * 1000;

/** An organisation's own column of a region comes before the public one (nulls sort last). */
const ownColumnFirst = sql`${regionalColumns.orgId} asc nulls last`;

/** The column of the city, else of its province; for an org session its own column first (decision 070). */
export const findRegionalColumn = async (
  db: Database,
  cityId: number | undefined,
  provinceId: number | undefined,
  memberOrgId: number | null,
) => {
  const visible = visibleToViewer(regionalColumns.orgId, memberOrgId);
  if (cityId !== undefined) {
    const row = (
      await db
        .select()
        .from(regionalColumns)
        .where(and(eq(regionalColumns.provinceId, provinceOfCity(cityId)), eq(regionalColumns.cityId, cityId), visible))
        .orderBy(ownColumnFirst)
        .limit(1)
    )[0];
    if (row) return row;
  }
  const province = provinceId ?? (cityId !== undefined ? provinceOfCity(cityId) : undefined);
  if (province === undefined) return undefined;
  return (
    await db
      .select()
      .from(regionalColumns)
      .where(and(eq(regionalColumns.provinceId, province), isNull(regionalColumns.cityId), visible))
      .orderBy(ownColumnFirst)
      .limit(1)
  )[0];
};

/** The column's live sessions, earliest first (the sessions are live's). */
export const livesByIds = (db: Database, ids: readonly number[]) => liveSessionsByIds(db, ids);
