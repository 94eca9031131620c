import type { ServerContext } from "../../../server-context";
import { guardSection } from "../../admin/admin-access";
import type { ConsoleHandlers } from "../../admin/console-handlers";
import {
  userDetailHandler,
  userDisableHandler,
  userEnableHandler,
  userListHandler,
  userResetPasswordHandler,
  userRolesHandler,
} from "./users";
import type { UserHistory } from "./users-console.repo";

/** The console's account calls (section `users`). */
export function usersConsoleHandlers(
  server: ServerContext,
  history: UserHistory,
): ConsoleHandlers<
  | "adminUserList"
  | "adminUserDetail"
  | "adminUserDisable"
  | "adminUserEnable"
  | "adminUserResetPassword"
  | "adminUserRoles"
> {
  const guard = guardSection(server);
  const user = (i: { id: number }) => `user:${i.id}`;
  return {
    adminUserList: guard("adminUserList", "users", userListHandler(server)),
    adminUserDetail: guard("adminUserDetail", "users", userDetailHandler(server, history), user),
    adminUserDisable: guard("adminUserDisable", "users", userDisableHandler(server, history), user),
    adminUserEnable: guard("adminUserEnable", "users", userEnableHandler(server, history), user),
    adminUserResetPassword: guard("adminUserResetPassword", "users", userResetPasswordHandler(server, history), user),
    adminUserRoles: guard("adminUserRoles", "users", userRolesHandler(server, history), user),
  };
}
