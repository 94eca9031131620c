import { timingSafeEqual } from "node:crypto";
import type { Hono } from "hono";
import { envelopeJson, sendJsonText } from "../../http/envelope";
import type { AppEnv } from "../../http/mount-contracts";
import { SERVER_MESSAGES } from "../../messages";
import type { ServerContext } from "../../server-context";
import { SANDBOX_TOKEN_HEADER } from "../sms/sandbox-outbox.route";
import type { SandboxSmsSender } from "../sms/sms-sender";
import { isPublishableKind, publishDraft } from "./publish-draft";

const sameSecret = (presented: string, expected: string): boolean => {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * `POST /api/dev/content/publish?kind=policy&id=N`: what `pnpm --filter @taxlearn/server content:publish` does, for
 * automated tests against a running sandbox server (the embedded database admits one process, so the command
 * cannot run beside it). Like the SMS outbox it exists only outside production with the sandbox, and answers only
 * the sandbox token printed at start.
 */
export function mountDevPublishRoute(app: Hono<AppEnv>, server: ServerContext, sandbox: SandboxSmsSender): void {
  const expected = sandbox.accessToken;
  if (expected === null) return;
  app.post("/api/dev/content/publish", async (c) => {
    if (!sameSecret(c.req.header(SANDBOX_TOKEN_HEADER) ?? "", expected)) {
      return sendJsonText(c, envelopeJson(403, SERVER_MESSAGES.sandboxTokenRequired, null), 403);
    }
    const kind = c.req.query("kind") ?? "";
    const id = Number(c.req.query("id"));
    if (!isPublishableKind(kind)) return sendJsonText(c, envelopeJson(400, SERVER_MESSAGES.invalidField("kind"), null));
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) {
      return sendJsonText(c, envelopeJson(400, SERVER_MESSAGES.invalidField("id"), null));
    }
    const result = await publishDraft(server.db, kind, id, server.clock());
    if (!result.ok) return sendJsonText(c, envelopeJson(404, result.message, null));
    server.cache.invalidate();
    return sendJsonText(
      c,
      envelopeJson(200, result.message, { articleId: result.articleId, notified: result.notified }),
    );
  });
}
