import { timingSafeEqual } from "node:crypto";
import type { Hono } from "hono";
import { envelopeJson, sendJsonText } from "../../http/envelope";
import type { AppEnv } from "../../http/mount-contracts";
import { SERVER_MESSAGES } from "../../messages";
import type { ServerContext } from "../../server-context";
import { SANDBOX_TOKEN_HEADER } from "../sms/sandbox-outbox.route";

const sameSecret = (presented: string, expected: string): boolean => {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `POST /api/dev/support-chat/clock` with JSON `{ "at": "<ISO instant>" | null }`: sets the instant the live chat's
 * service-hours rule reads, so a browser test sees the offline window (or the open one) whatever the hour. Only on a
 * sandbox server (never in production), only with the sandbox token; not a contract of the site.
 */
export function mountSupportChatClockRoute(app: Hono<AppEnv>, server: ServerContext, sandboxToken: string | null) {
  if (server.production || sandboxToken === null) return;
  app.post("/api/dev/support-chat/clock", async (c) => {
    if (!sameSecret(c.req.header(SANDBOX_TOKEN_HEADER) ?? "", sandboxToken)) {
      return sendJsonText(c, envelopeJson(403, SERVER_MESSAGES.sandboxTokenRequired, null), 403);
    }
    const body = (await c.req.json().catch(() => null)) as { at?: unknown } | null;
    const at = body?.at;
    if (at !== null && (typeof at !== "string" || Number.isNaN(Date.parse(at)))) {
      return sendJsonText(c, envelopeJson(400, SERVER_MESSAGES.invalidField("at"), null));
    }
    server.supportChat.setHoursClock(at === null ? null : new Date(at));
    return sendJsonText(c, envelopeJson(200, SERVER_MESSAGES.ok, { online: server.supportChat.online() }));
  });
}
