import type {
  AdminVipProductData,
  adminFaqDelete,
  adminFaqList,
  adminFaqSave,
  adminVipProductList,
  adminVipProductSave,
} from "@taxlearn/api/admin";
import { asc, count, eq, max, sql } from "drizzle-orm";
import type { Executor } from "../../../db/executor";
import { lockForTransaction } from "../../../db/executor";
import { faqs, organisations, vipMemberships, vipProducts } from "../../../db/schema";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../admin-access";
import { recordAudit } from "../audit-log";
import { checkFaqForm, checkVipProductForm } from "./vip-form";

type ProductRow = typeof vipProducts.$inferSelect;

const productData = (row: ProductRow, memberships: number): AdminVipProductData => ({
  id: row.id,
  name: row.name,
  price: row.price,
  otPrice: row.otPrice,
  durationDays: row.durationDays,
  description: row.description,
  rights: row.rights,
  orgId: row.orgId,
  sort: row.sort,
  onSale: row.onSale,
  memberships,
});

async function membershipsOf(db: Executor, productId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vipMemberships).where(eq(vipMemberships.vipProductId, productId));
  return row?.n ?? 0;
}

/** GET /api/admin/vip-products: the whole shelf (a handful of rows), everyone's products first. */
export const vipProductListHandler =
  (server: ServerContext): OperatorHandler<typeof adminVipProductList> =>
  async () => {
    const [rows, sold, orgs] = await Promise.all([
      server.db
        .select()
        .from(vipProducts)
        .orderBy(sql`${vipProducts.orgId} nulls first`, asc(vipProducts.sort), asc(vipProducts.id)),
      server.db
        .select({ productId: vipMemberships.vipProductId, n: count() })
        .from(vipMemberships)
        .groupBy(vipMemberships.vipProductId),
      server.db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .orderBy(asc(organisations.id)),
    ]);
    const soldBy = new Map(sold.map((s) => [s.productId, s.n]));
    return ok({ products: rows.map((r) => productData(r, soldBy.get(r.id) ?? 0)), orgs });
  };

/**
 * POST /api/admin/vip-products/save: a new product (next id) or an edit, with its audit row, in one transaction.
 * Orders keep the name and amount they were placed with, and memberships their end date, so an edit changes only
 * what is sold from now on.
 */
export const vipProductSaveHandler =
  (server: ServerContext): OperatorHandler<typeof adminVipProductSave> =>
  async (input, operator) => {
    const checked = checkVipProductForm(input);
    if (!checked.ok) return fail(400, checked.message);
    const values = checked.value;
    if (values.orgId !== null) {
      const [org] = await server.db
        .select({ id: organisations.id })
        .from(organisations)
        .where(eq(organisations.id, values.orgId));
      if (!org) return fail(400, "所属机构：所选机构不存在");
    }
    const now = server.clock();
    const saved = await server.db.transaction(async (tx) => {
      await lockForTransaction(tx, "admin-vip-product-save");
      const before =
        input.id === undefined
          ? null
          : ((await tx.select().from(vipProducts).where(eq(vipProducts.id, input.id)).limit(1))[0] ?? null);
      if (input.id !== undefined && !before) return null;
      let row: ProductRow;
      if (before) {
        [row] = (await tx.update(vipProducts).set(values).where(eq(vipProducts.id, before.id)).returning()) as [
          ProductRow,
        ];
      } else {
        const [top] = await tx.select({ id: max(vipProducts.id) }).from(vipProducts);
        [row] = (await tx
          .insert(vipProducts)
          .values({ id: (top?.id ?? 0) + 1, ...values })
          .returning()) as [ProductRow];
      }
      await recordAudit(
        tx,
        operator,
        { action: "adminVipProductSave", target: `vipProduct:${row.id}`, before, after: row },
        now,
      );
      return productData(row, await membershipsOf(tx, row.id));
    });
    if (!saved) return fail(404, "会员商品不存在");
    server.cache.invalidate();
    return ok(saved, input.id === undefined ? "会员商品已创建" : "已保存");
  };

export const faqListHandler =
  (server: ServerContext): OperatorHandler<typeof adminFaqList> =>
  async () =>
    ok(
      (await server.db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id))).map(
        ({ id, question, answer, sort }) => ({ id, question, answer, sort }),
      ),
    );

/** POST /api/admin/faqs/save: a new question (next id) or an edit, with its audit row. */
export const faqSaveHandler =
  (server: ServerContext): OperatorHandler<typeof adminFaqSave> =>
  async (input, operator) => {
    const checked = checkFaqForm(input);
    if (!checked.ok) return fail(400, checked.message);
    const now = server.clock();
    const saved = await server.db.transaction(async (tx) => {
      await lockForTransaction(tx, "admin-faq-save");
      const before =
        input.id === undefined
          ? null
          : ((await tx.select().from(faqs).where(eq(faqs.id, input.id)).limit(1))[0] ?? null);
      if (input.id !== undefined && !before) return null;
      const [row] = before
        ? await tx.update(faqs).set(checked.value).where(eq(faqs.id, before.id)).returning()
        : await tx
            .insert(faqs)
            .values({ id: ((await tx.select({ id: max(faqs.id) }).from(faqs))[0]?.id ?? 0) + 1, ...checked.value })
            .returning();
      await recordAudit(tx, operator, { action: "adminFaqSave", target: `faq:${row!.id}`, before, after: row }, now);
      return row!;
    });
    if (!saved) return fail(404, "问题不存在");
    server.cache.invalidate();
    const { id, question, answer, sort } = saved;
    return ok({ id, question, answer, sort }, "已保存");
  };

export const faqDeleteHandler =
  (server: ServerContext): OperatorHandler<typeof adminFaqDelete> =>
  async (input, operator) => {
    const now = server.clock();
    const removed = await server.db.transaction(async (tx) => {
      const [before] = await tx.delete(faqs).where(eq(faqs.id, input.id)).returning();
      if (!before) return false;
      await recordAudit(
        tx,
        operator,
        { action: "adminFaqDelete", target: `faq:${input.id}`, before, after: null },
        now,
      );
      return true;
    });
    if (!removed) return fail(404, "问题不存在");
    server.cache.invalidate();
    return ok({ id: input.id }, "已删除");
  };
