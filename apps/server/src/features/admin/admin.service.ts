import type { ServerContext } from "../../server-context";
import { guardSection } from "./admin-access";
import type { ConsoleHandlers } from "./console-handlers";
import type { DashboardSources } from "./dashboard.repo";
import { adminMeHandler } from "./handlers/admin-me";
import { auditListHandler } from "./handlers/audit-list";
import { dashboardHandler } from "./handlers/dashboard";

/**
 * The console calls about the operators themselves. `adminMe` has no section: every logged-in account may ask what
 * it may do. Every other console call is registered by the feature whose data it edits (src/console.ts).
 */
export function adminHandlers(
  server: ServerContext,
  dashboard: DashboardSources,
): ConsoleHandlers<"adminMe" | "adminAuditList" | "adminDashboard"> {
  const guard = guardSection(server);
  return {
    adminMe: adminMeHandler(server),
    adminAuditList: guard("adminAuditList", "audit", auditListHandler(server)),
    adminDashboard: guard("adminDashboard", "dashboard", dashboardHandler(server, dashboard)),
  };
}
