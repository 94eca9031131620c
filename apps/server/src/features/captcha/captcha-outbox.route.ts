import { timingSafeEqual } from "node:crypto";
import type { Hono } from "hono";
import { envelopeJson, sendJsonText } from "../../http/envelope";
import type { AppEnv } from "../../http/mount-contracts";
import { SERVER_MESSAGES } from "../../messages";
import { SANDBOX_TOKEN_HEADER } from "../sms/sandbox-outbox.route";
import { CAPTCHA_MESSAGES } from "./captcha.messages";
import type { CaptchaOutbox } from "./captcha-outbox";

const sameSecret = (presented: string, expected: string): boolean => {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /api/dev/captcha?captchaId=…`: the answer of a recent picture, for browser tests against a sandbox server,
 * only to a request carrying the SMS sandbox token (`x-sms-sandbox-token`). Mounted only when the server runs
 * with the sandbox SMS sender outside production, like `GET /api/dev/outbox`; no page calls it.
 */
export function mountCaptchaOutboxRoute(app: Hono<AppEnv>, outbox: CaptchaOutbox, accessToken: string): void {
  app.get("/api/dev/captcha", (c) => {
    const presented = c.req.header(SANDBOX_TOKEN_HEADER) ?? "";
    if (!sameSecret(presented, accessToken)) {
      return sendJsonText(c, envelopeJson(403, SERVER_MESSAGES.sandboxTokenRequired, null), 403);
    }
    const captchaId = (c.req.query("captchaId") ?? "").trim();
    const answer = captchaId === "" ? undefined : outbox.answerOf(captchaId);
    if (answer === undefined) return sendJsonText(c, envelopeJson(404, CAPTCHA_MESSAGES.unknownCaptcha, null));
    return sendJsonText(c, envelopeJson(200, SERVER_MESSAGES.ok, { answer }));
  });
}
