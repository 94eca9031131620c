import { ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { issueCaptcha } from "../../captcha/image-captcha";
import type { AccountHandler } from "./account-handler";

/** GET /api/auth/captchaImage: a new picture; never its answer (the database keeps a keyed hash only). */
export const imageCaptcha =
  (server: ServerContext): AccountHandler<"imageCaptcha"> =>
  async () =>
    ok(await issueCaptcha(server));
