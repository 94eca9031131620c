import type { accountContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../http/mount-contracts";
import type { ServerContext } from "../../server-context";
import { bindingPhone } from "./handlers/binding-phone";
import { wechatAuth } from "./handlers/wechat-auth";
import { wechatQrConnect } from "./handlers/wechat-qr-connect";

/** The social-app QR login calls (the account contracts' wechat* and bindingPhone). */
export function socialLoginHandlers(
  server: ServerContext,
): Pick<HandlersFor<typeof accountContracts>, "wechatQrConnect" | "wechatAuth" | "bindingPhone"> {
  return {
    wechatQrConnect: wechatQrConnect(server),
    wechatAuth: wechatAuth(server),
    bindingPhone: bindingPhone(server),
  };
}
