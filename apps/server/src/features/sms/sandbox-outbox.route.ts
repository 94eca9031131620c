import { timingSafeEqual } from "node:crypto";
import type { Hono } from "hono";
import { envelopeJson, sendJsonText } from "../../http/envelope";
import type { AppEnv } from "../../http/mount-contracts";
import { SERVER_MESSAGES } from "../../messages";
import type { SandboxSmsSender } from "./sms-sender";

export const SANDBOX_TOKEN_HEADER = "x-sms-sandbox-token";

const MOBILE = /^1[3-9]\d{9}$/;

const sameSecret = (presented: string, expected: string): boolean => {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `GET /api/dev/outbox?account=…` for automated tests against a sandbox server: the latest code sent to a number,
 * only to a request carrying the sandbox token the server printed at start. Not a contract of the site: no page
 * calls it, and it does not exist with a real gateway.
 */
export function mountSandboxOutboxRoute(app: Hono<AppEnv>, sandbox: SandboxSmsSender): void {
  const expected = sandbox.accessToken;
  if (expected === null) return;
  app.get("/api/dev/outbox", (c) => {
    const presented = c.req.header(SANDBOX_TOKEN_HEADER) ?? "";
    if (!sameSecret(presented, expected)) {
      return sendJsonText(c, envelopeJson(403, SERVER_MESSAGES.sandboxTokenRequired, null), 403);
    }
    const account = (c.req.query("account") ?? "").trim();
    if (!MOBILE.test(account)) return sendJsonText(c, envelopeJson(400, SERVER_MESSAGES.invalidField("account"), null));
    const entry = sandbox.latest(account);
    if (!entry) return sendJsonText(c, envelopeJson(404, SERVER_MESSAGES.noOutboxCode, null));
    return sendJsonText(
      c,
      envelopeJson(200, SERVER_MESSAGES.ok, {
        code: entry.code,
        scene: entry.scene,
        sentAt: entry.sentAt.toISOString(),
      }),
    );
  });
}
