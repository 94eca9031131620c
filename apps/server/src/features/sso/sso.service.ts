import type { accountContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { ddLoginUserInfo } from "./handlers/dd-login-user-info";
import { ddUserToken } from "./handlers/dd-user-token";

/** The workplace single sign-on calls (spec §7 getDDUserToken, getDDLoginUserInfo). */
export function ssoHandlers(
  server: ServerContext,
): Pick<HandlersFor<typeof accountContracts>, "ddUserToken" | "ddLoginUserInfo"> {
  return { ddUserToken: ddUserToken(server), ddLoginUserInfo: ddLoginUserInfo(server) };
}
