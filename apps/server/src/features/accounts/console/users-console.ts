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

/** The console's account calls (section `users`). */
export function usersConsoleHandlers(
  server: ServerContext,
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
    adminUserDetail: guard("adminUserDetail", "users", userDetailHandler(server), user),
    adminUserDisable: guard("adminUserDisable", "users", userDisableHandler(server), user),
    adminUserEnable: guard("adminUserEnable", "users", userEnableHandler(server), user),
    adminUserResetPassword: guard("adminUserResetPassword", "users", userResetPasswordHandler(server), user),
    adminUserRoles: guard("adminUserRoles", "users", userRolesHandler(server), user),
  };
}
