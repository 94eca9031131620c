import type { ServerContext } from "../../../server-context";
import { guardSection } from "../../admin/admin-access";
import type { ConsoleHandlers } from "../../admin/console-handlers";
import { helpListHandler, helpSaveHandler, helpVisibilityHandler } from "./help-articles";

/** The console's help article calls (section `help`). */
export function helpConsoleHandlers(
  server: ServerContext,
): ConsoleHandlers<"adminHelpList" | "adminHelpSave" | "adminHelpVisibility"> {
  const guard = guardSection(server);
  return {
    adminHelpList: guard("adminHelpList", "help", helpListHandler(server)),
    adminHelpSave: guard("adminHelpSave", "help", helpSaveHandler(server), (i) => (i.id ? `helpArticle:${i.id}` : "")),
    adminHelpVisibility: guard(
      "adminHelpVisibility",
      "help",
      helpVisibilityHandler(server),
      (i) => `helpArticle:${i.id}`,
    ),
  };
}
