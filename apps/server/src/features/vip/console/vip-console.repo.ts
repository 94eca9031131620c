import { asc, count, eq, max, sql } from "drizzle-orm";
import type { Executor } from "../../../db/executor";
import { faqs, vipMemberships, vipProducts } from "../../../db/schema";

export type VipProductRow = typeof vipProducts.$inferSelect;
type VipProductValues = Omit<typeof vipProducts.$inferInsert, "id">;
type FaqValues = Omit<typeof faqs.$inferInsert, "id">;

export async function membershipsOf(db: Executor, productId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vipMemberships).where(eq(vipMemberships.vipProductId, productId));
  return row?.n ?? 0;
}

/** The whole shelf (a handful of rows), everyone's products first, with how many memberships each has sold. */
export async function listVipShelf(db: Executor) {
  const [rows, sold] = await Promise.all([
    db
      .select()
      .from(vipProducts)
      .orderBy(sql`${vipProducts.orgId} nulls first`, asc(vipProducts.sort), asc(vipProducts.id)),
    db
      .select({ productId: vipMemberships.vipProductId, n: count() })
      .from(vipMemberships)
      .groupBy(vipMemberships.vipProductId),
  ]);
  const soldBy = new Map(sold.map((s) => [s.productId, s.n]));
  return rows.map((row) => ({ row, memberships: soldBy.get(row.id) ?? 0 }));
}

export const findVipProduct = async (db: Executor, id: number): Promise<VipProductRow | null> =>
  (await db.select().from(vipProducts).where(eq(vipProducts.id, id)).limit(1))[0] ?? null;

/** An edit, or a new product with the next id (the caller holds the save lock). */
export async function saveVipProduct(
  db: Executor,
  id: number | null,
  values: VipProductValues,
): Promise<VipProductRow> {
  if (id !== null) return (await db.update(vipProducts).set(values).where(eq(vipProducts.id, id)).returning())[0]!;
  const [top] = await db.select({ id: max(vipProducts.id) }).from(vipProducts);
  return (
    await db
      .insert(vipProducts)
      .values({ id: (top?.id ?? 0) + 1, ...values })
      .returning()
  )[0]!;
}

export const listFaqs = (db: Executor) => db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));

export const findFaq = async (db: Executor, id: number) =>
  (await db.select().from(faqs).where(eq(faqs.id, id)).limit(1))[0] ?? null;

/** An edit, or a new question with the next id (the caller holds the save lock). */
export async function saveFaq(db: Executor, id: number | null, values: FaqValues) {
  if (id !== null) return (await db.update(faqs).set(values).where(eq(faqs.id, id)).returning())[0]!;
  const [top] = await db.select({ id: max(faqs.id) }).from(faqs);
  return (
    await db
      .insert(faqs)
      .values({ id: (top?.id ?? 0) + 1, ...values })
      .returning()
  )[0]!;
}

export const deleteFaq = async (db: Executor, id: number) =>
  (await db.delete(faqs).where(eq(faqs.id, id)).returning())[0];
