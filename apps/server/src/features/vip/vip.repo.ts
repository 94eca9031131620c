import { and, asc, desc, eq, isNull, or } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { dictEntries, faqs, vipMemberships, vipProducts, vipRights } from "../../db/schema";
import { orgIdsOfMember } from "../orgs/memberships.repo";

export type VipProductRow = typeof vipProducts.$inferSelect;
export type MembershipInsert = typeof vipMemberships.$inferInsert;

/** Products on sale to this viewer: the public ones, and those of organisations the learner is a member of. */
export async function productsOnSale(db: Executor, userId: number | null): Promise<VipProductRow[]> {
  const orgIds = userId === null ? [] : await orgIdsOfMember(db, userId);
  return db
    .select()
    .from(vipProducts)
    .where(
      and(
        eq(vipProducts.onSale, true),
        orgIds.length > 0
          ? or(isNull(vipProducts.orgId), ...orgIds.map((id) => eq(vipProducts.orgId, id)))
          : isNull(vipProducts.orgId),
      ),
    )
    .orderBy(asc(vipProducts.orgId), asc(vipProducts.sort), asc(vipProducts.id));
}

export const findVipProduct = async (db: Executor, id: number) =>
  (await db.select().from(vipProducts).where(eq(vipProducts.id, id)).limit(1))[0] ?? null;

export const listRights = (db: Executor) => db.select().from(vipRights).orderBy(asc(vipRights.sort), asc(vipRights.id));

export const listFaqs = (db: Executor) => db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));

export const dictionary = (db: Executor, dictName: string) =>
  db
    .select({ label: dictEntries.label, value: dictEntries.value, sort: dictEntries.sort })
    .from(dictEntries)
    .where(eq(dictEntries.dictName, dictName))
    .orderBy(asc(dictEntries.sort), asc(dictEntries.id));

/** The learner's membership that ends last (a renewal stacks on it). */
export const latestMembership = async (db: Executor, userId: number) =>
  (
    await db
      .select()
      .from(vipMemberships)
      .where(eq(vipMemberships.userId, userId))
      .orderBy(desc(vipMemberships.endAt))
      .limit(1)
  )[0] ?? null;

export const insertMembership = (tx: Executor, values: MembershipInsert) => tx.insert(vipMemberships).values(values);
