import type { ServerContext } from "../../../server-context";
import { guardSection } from "../../admin/admin-access";
import type { ConsoleHandlers } from "../../admin/console-handlers";
import { orgManagerGrantHandler, orgManagerRevokeHandler, orgManagersHandler } from "./org-managers";

/** The console's grants of the organisation-manager role (section `orgs`: admin only). */
export function orgReportsConsoleHandlers(
  server: ServerContext,
): ConsoleHandlers<"adminOrgManagers" | "adminOrgManagerGrant" | "adminOrgManagerRevoke"> {
  const guard = guardSection(server);
  const org = (i: { id: number }) => `org:${i.id}`;
  return {
    adminOrgManagers: guard("adminOrgManagers", "orgs", orgManagersHandler(server), org),
    adminOrgManagerGrant: guard("adminOrgManagerGrant", "orgs", orgManagerGrantHandler(server), org),
    adminOrgManagerRevoke: guard("adminOrgManagerRevoke", "orgs", orgManagerRevokeHandler(server), org),
  };
}
