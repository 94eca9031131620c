import type { MiddlewareHandler } from "hono";
import { envelopeJson, sendJsonText } from "../../http/envelope";
import type { AppEnv } from "../../http/mount-contracts";
import { SERVER_MESSAGES } from "../../messages";
import type { ServerContext } from "../../server-context";
import { ORG_MESSAGES } from "./orgs.messages";
import { findOrganisation } from "./orgs.repo";

/** The same digits the route layer reads as the organisation (mount-contracts' readOrgHeader). */
const ORG_HEADER = /^\d{1,9}$/;

/**
 * Refuses an `orgId` header that names no organisation (404) or is not an id (400) before any `/api` handler runs:
 * lists and details scoped by the header would otherwise treat an unknown organisation as "no organisation" and
 * show everything. Known ids are remembered (organisations are seeded, never deleted at run time), so cached
 * catalogue reads stay free of database work.
 */
export function orgHeaderGuard(server: ServerContext): MiddlewareHandler<AppEnv> {
  const known = new Set<number>();
  return async (c, next) => {
    const raw = c.req.header("orgId")?.trim();
    if (raw === undefined || raw === "") return next();
    if (!ORG_HEADER.test(raw)) return sendJsonText(c, envelopeJson(400, SERVER_MESSAGES.invalidField("orgId"), null));
    const orgId = Number(raw);
    if (!known.has(orgId)) {
      if (!(await findOrganisation(server.db, orgId))) {
        return sendJsonText(c, envelopeJson(404, ORG_MESSAGES.unknownOrganisation(orgId), null));
      }
      known.add(orgId);
    }
    return next();
  };
}
