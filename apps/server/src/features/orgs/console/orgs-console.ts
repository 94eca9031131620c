import type { ServerContext } from "../../../server-context";
import { guardSection } from "../../admin/admin-access";
import type { ConsoleHandlers } from "../../admin/console-handlers";
import { orgLearnersHandler, orgLinkHandler, orgListHandler, orgRotateKeyHandler, orgSaveHandler } from "./orgs";

/** The console's organisation calls (section `orgs`). */
export function orgsConsoleHandlers(
  server: ServerContext,
): ConsoleHandlers<"adminOrgList" | "adminOrgSave" | "adminOrgRotateKey" | "adminOrgLink" | "adminOrgLearners"> {
  const guard = guardSection(server);
  const org = (i: { id: number }) => `org:${i.id}`;
  return {
    adminOrgList: guard("adminOrgList", "orgs", orgListHandler(server)),
    adminOrgSave: guard("adminOrgSave", "orgs", orgSaveHandler(server), (i) => (i.id ? `org:${i.id}` : "")),
    adminOrgRotateKey: guard("adminOrgRotateKey", "orgs", orgRotateKeyHandler(server), org),
    adminOrgLink: guard("adminOrgLink", "orgs", orgLinkHandler(server), org),
    adminOrgLearners: guard("adminOrgLearners", "orgs", orgLearnersHandler(server), org),
  };
}
