import type { accountContracts, orgContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { ddLoginUserInfo } from "./handlers/dd-login-user-info";
import { ddUserToken } from "./handlers/dd-user-token";
import { orgAuth2 } from "./handlers/org-auth2";
import { orgAuth2Authorize } from "./handlers/org-auth2-authorize";

/** The workplace single sign-on calls (spec §7 getDDUserToken, getDDLoginUserInfo). */
export function ssoHandlers(
  server: ServerContext,
): Pick<HandlersFor<typeof accountContracts>, "ddUserToken" | "ddLoginUserInfo"> {
  return { ddUserToken: ddUserToken(server), ddLoginUserInfo: ddLoginUserInfo(server) };
}

/** The organisations' own OAuth2 hand-off (spec §7 POST /api/org/auth2) and its start. */
export function orgOAuth2Handlers(
  server: ServerContext,
): Pick<HandlersFor<typeof orgContracts>, "orgAuth2Authorize" | "orgAuth2"> {
  return { orgAuth2Authorize: orgAuth2Authorize(server), orgAuth2: orgAuth2(server) };
}
