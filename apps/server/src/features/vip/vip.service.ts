import type { commerceContracts, orgContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { orgVipProductHandler } from "./org-vip-products";
import * as repo from "./vip.repo";

type VipHandlers = Pick<
  HandlersFor<typeof commerceContracts>,
  "vipProducts" | "vipRightsAll" | "faqList" | "dictDetailList"
> &
  Pick<HandlersFor<typeof orgContracts>, "orgVipProduct">;

export const VIP_MESSAGES = { dictNotFound: "字典不存在" } as const;

/** The /vip page's reads: products (org-only ones for that organisation's members), rights, FAQs, dictionaries. */
export function vipHandlers(server: ServerContext): VipHandlers {
  const { db } = server;
  return {
    orgVipProduct: orgVipProductHandler(server),
    async vipProducts(_input, request) {
      const rows = await repo.productsOnSale(db, request.session?.userId ?? null);
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
      const rows = await repo.listRights(db);
      return ok(rows.map(({ id, type, name, icon, description }) => ({ id, type, name, icon, description })));
    },
    async faqList() {
      const rows = await repo.listFaqs(db);
      return ok(rows.map(({ id, question, answer }) => ({ id, question, answer })));
    },
    async dictDetailList(input) {
      const rows = await repo.dictionary(db, input.name);
      return rows.length > 0 ? ok(rows) : fail(404, VIP_MESSAGES.dictNotFound);
    },
  };
}
