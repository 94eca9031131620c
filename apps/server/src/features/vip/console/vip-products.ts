import type {
  AdminVipProductData,
  adminFaqDelete,
  adminFaqList,
  adminFaqSave,
  adminVipProductList,
  adminVipProductSave,
} from "@taxlearn/api/admin";
import { lockForTransaction } from "../../../db/executor";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import type { OperatorHandler } from "../../admin/admin-access";
import { recordAudit } from "../../admin/audit-log";
import { findOrganisation, listOrganisations } from "../../orgs/orgs.repo";
import { vipProductFields } from "../org-vip-products";
import { VIP_CONSOLE_MESSAGES } from "./vip-console.messages";
import {
  deleteFaq,
  findFaq,
  findVipProduct,
  listFaqs,
  listVipShelf,
  membershipsOf,
  saveFaq,
  saveVipProduct,
  type VipProductRow,
} from "./vip-console.repo";
import { checkFaqForm, checkVipProductForm } from "./vip-form";

const productData = (row: VipProductRow, memberships: number): AdminVipProductData => ({
  ...vipProductFields(row),
  sort: row.sort,
  onSale: row.onSale,
  memberships,
});

/** GET /api/admin/vip-products: the whole shelf (a handful of rows), everyone's products first. */
export const vipProductListHandler =
  (server: ServerContext): OperatorHandler<typeof adminVipProductList> =>
  async () => {
    const [shelf, orgs] = await Promise.all([listVipShelf(server.db), listOrganisations(server.db)]);
    return ok({
      products: shelf.map(({ row, memberships }) => productData(row, memberships)),
      orgs: orgs.map(({ id, name }) => ({ id, name })),
    });
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
      if (!(await findOrganisation(server.db, values.orgId))) return fail(400, VIP_CONSOLE_MESSAGES.orgNotFound);
    }
    const now = server.clock();
    const saved = await server.db.transaction(async (tx) => {
      await lockForTransaction(tx, "admin-vip-product-save");
      const before = input.id === undefined ? null : await findVipProduct(tx, input.id);
      if (input.id !== undefined && !before) return null;
      const row = await saveVipProduct(tx, before?.id ?? null, values);
      await recordAudit(
        tx,
        operator,
        { action: "adminVipProductSave", target: `vipProduct:${row.id}`, before, after: row },
        now,
      );
      return productData(row, await membershipsOf(tx, row.id));
    });
    if (!saved) return fail(404, VIP_CONSOLE_MESSAGES.productNotFound);
    server.cache.invalidate();
    return ok(saved, input.id === undefined ? VIP_CONSOLE_MESSAGES.productCreated : VIP_CONSOLE_MESSAGES.saved);
  };

export const faqListHandler =
  (server: ServerContext): OperatorHandler<typeof adminFaqList> =>
  async () =>
    ok((await listFaqs(server.db)).map(({ id, question, answer, sort }) => ({ id, question, answer, sort })));

/** POST /api/admin/faqs/save: a new question (next id) or an edit, with its audit row. */
export const faqSaveHandler =
  (server: ServerContext): OperatorHandler<typeof adminFaqSave> =>
  async (input, operator) => {
    const checked = checkFaqForm(input);
    if (!checked.ok) return fail(400, checked.message);
    const now = server.clock();
    const saved = await server.db.transaction(async (tx) => {
      await lockForTransaction(tx, "admin-faq-save");
      const before = input.id === undefined ? null : await findFaq(tx, input.id);
      if (input.id !== undefined && !before) return null;
      const row = await saveFaq(tx, before?.id ?? null, checked.value);
      await recordAudit(tx, operator, { action: "adminFaqSave", target: `faq:${row.id}`, before, after: row }, now);
      return row;
    });
    if (!saved) return fail(404, VIP_CONSOLE_MESSAGES.faqNotFound);
    server.cache.invalidate();
    const { id, question, answer, sort } = saved;
    return ok({ id, question, answer, sort }, VIP_CONSOLE_MESSAGES.saved);
  };

export const faqDeleteHandler =
  (server: ServerContext): OperatorHandler<typeof adminFaqDelete> =>
  async (input, operator) => {
    const now = server.clock();
    const removed = await server.db.transaction(async (tx) => {
      const before = await deleteFaq(tx, input.id);
      if (!before) return false;
      await recordAudit(
        tx,
        operator,
        { action: "adminFaqDelete", target: `faq:${input.id}`, before, after: null },
        now,
      );
      return true;
    });
    if (!removed) return fail(404, VIP_CONSOLE_MESSAGES.faqNotFound);
    server.cache.invalidate();
    return ok({ id: input.id }, VIP_CONSOLE_MESSAGES.faqDeleted);
  };
