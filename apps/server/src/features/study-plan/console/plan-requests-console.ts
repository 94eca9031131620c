import type { ServerContext } from "../../../server-context";
import { guardSection } from "../../admin/admin-access";
import type { ConsoleHandlers } from "../../admin/console-handlers";
import {
  planCourseSearchHandler,
  planRequestDetailHandler,
  planRequestFulfilHandler,
  planRequestListHandler,
} from "./plan-requests";

/** The console's 定制课单 calls (section `plan-requests`). */
export function planRequestsConsoleHandlers(
  server: ServerContext,
): ConsoleHandlers<
  "adminPlanRequestList" | "adminPlanRequestDetail" | "adminPlanCourseSearch" | "adminPlanRequestFulfil"
> {
  const guard = guardSection(server);
  return {
    adminPlanRequestList: guard("adminPlanRequestList", "plan-requests", planRequestListHandler(server)),
    adminPlanRequestDetail: guard(
      "adminPlanRequestDetail",
      "plan-requests",
      planRequestDetailHandler(server),
      (i) => `planRequest:${i.id}`,
    ),
    adminPlanCourseSearch: guard("adminPlanCourseSearch", "plan-requests", planCourseSearchHandler(server)),
    adminPlanRequestFulfil: guard(
      "adminPlanRequestFulfil",
      "plan-requests",
      planRequestFulfilHandler(server),
      (i) => `planRequest:${i.id}`,
    ),
  };
}
