import type { commerceContracts } from "@taxlearn/api";
import { and, asc, eq, isNull, or } from "drizzle-orm";
import { dictEntries, faqs, orgMembers, vipProducts, vipRights } from "../../db/schema";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";

type VipHandlers = Pick<
  HandlersFor<typeof commerceContracts>,
  "vipProducts" | "vipRightsAll" | "faqList" | "dictDetailList"
>;

export const VIP_MESSAGES = { dictNotFound: "字典不存在" } as const;

/** The /vip page's reads: products (org-only ones for that organisation's members), rights, FAQs, dictionaries. */
export function vipHandlers(server: ServerContext): VipHandlers {
  const { db } = server;
  return {
    async vipProducts(_input, request) {
      const orgIds = request.session
        ? (
            await db
              .select({ orgId: orgMembers.orgId })
              .from(orgMembers)
              .where(eq(orgMembers.userId, request.session.userId))
          ).map((r) => r.orgId)
        : [];
      const rows = await db
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
      return ok(
        rows.map((p) => ({
          id: p.id,
          name: p.name,
          price: p.price,
          originalPrice: p.otPrice,
          durationDays: p.durationDays,
          description: p.description,
          rights: p.rights,
          orgId: p.orgId,
          orgOnly: p.orgId !== null,
        })),
      );
    },
    async vipRightsAll() {
      const rows = await db.select().from(vipRights).orderBy(asc(vipRights.sort), asc(vipRights.id));
      return ok(rows.map(({ id, type, name, icon, description }) => ({ id, type, name, icon, description })));
    },
    async faqList() {
      const rows = await db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));
      return ok(rows.map(({ id, question, answer }) => ({ id, question, answer })));
    },
    async dictDetailList(input) {
      const rows = await db
        .select({ label: dictEntries.label, value: dictEntries.value, sort: dictEntries.sort })
        .from(dictEntries)
        .where(eq(dictEntries.dictName, input.name))
        .orderBy(asc(dictEntries.sort), asc(dictEntries.id));
      return rows.length > 0 ? ok(rows) : fail(404, VIP_MESSAGES.dictNotFound);
    },
  };
}
