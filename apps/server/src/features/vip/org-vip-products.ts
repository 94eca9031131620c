import type { orgVipProduct } from "@taxlearn/api";
import type { Handler } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import { SERVER_MESSAGES } from "../../messages";
import type { ServerContext } from "../../server-context";
import { findOrganisation } from "../orgs/orgs.repo";
import { orgVipProducts } from "./org-vip-products.repo";

/**
 * GET /api/org/vipProduct: the VIP products the session's organisation (else the orgId header's) sells. Served here,
 * beside the products it lists; the organisation only scopes it.
 */
export const orgVipProductHandler =
  (server: ServerContext): Handler<typeof orgVipProduct> =>
  async (_input, request) => {
    const orgId = request.session?.orgId ?? request.orgId;
    if (orgId === null) return fail(400, SERVER_MESSAGES.missingField("orgId"));
    const org = await findOrganisation(server.db, orgId);
    if (!org) return fail(404, SERVER_MESSAGES.orgNotFound);
    return ok((await orgVipProducts(server.db, org.id)).map(vipProductFields));
  };

/** A VIP product as an organisation's list shows it; the console's list adds its shelf facts to the same fields. */
export const vipProductFields = (row: Awaited<ReturnType<typeof orgVipProducts>>[number]) => ({
  id: row.id,
  name: row.name,
  price: row.price,
  otPrice: row.otPrice,
  durationDays: row.durationDays,
  description: row.description,
  rights: row.rights,
  orgId: row.orgId,
});
