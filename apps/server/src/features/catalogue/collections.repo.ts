import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { customFiles, hearings, kedans } from "../../db/schema";
import { page, visibleToViewer } from "./catalogue.repo";

export async function listCustomFiles(
  db: Database,
  theme: string | undefined,
  memberOrgId: number | null,
  pageNo: number,
  pageSize: number,
) {
  const where = and(theme ? eq(customFiles.theme, theme) : undefined, visibleToViewer(customFiles.orgId, memberOrgId));
  const { limit, offset } = page(pageNo, pageSize);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(customFiles)
      .where(where)
      .orderBy(desc(customFiles.publishedAt), asc(customFiles.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(customFiles).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export const findCustomFile = async (db: Database, id: number) =>
  (await db.select().from(customFiles).where(eq(customFiles.id, id)).limit(1))[0];

export async function listKedans(db: Database, memberOrgId: number | null, pageNo: number, pageSize: number) {
  const { limit, offset } = page(pageNo, pageSize);
  const where = visibleToViewer(kedans.orgId, memberOrgId);
  const [rows, totals] = await Promise.all([
    db.select().from(kedans).where(where).orderBy(asc(kedans.sort), asc(kedans.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(kedans).where(where),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export const findKedan = async (db: Database, id: number) =>
  (await db.select().from(kedans).where(eq(kedans.id, id)).limit(1))[0];

export async function listHearings(db: Database, pageNo: number, pageSize: number) {
  const { limit, offset } = page(pageNo, pageSize);
  const [rows, totals] = await Promise.all([
    db.select().from(hearings).orderBy(desc(hearings.heldAt), asc(hearings.id)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(hearings),
  ]);
  return { rows, total: Number(totals[0]?.n ?? 0) };
}

export const findHearing = async (db: Database, id: number) =>
  (await db.select().from(hearings).where(eq(hearings.id, id)).limit(1))[0];
