import { SITE_FEEDBACK_CONTENT_MIN, type siteFeedbackContracts } from "@taxlearn/api";
import { clientHash } from "../../client-key";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import { SERVER_MESSAGES } from "../../messages";
import type { ServerContext } from "../../server-context";
import { toPlainText } from "../../shared/plain-text";
import { SITE_FEEDBACK_MESSAGES } from "./site-feedback.messages";
import * as repo from "./site-feedback.repo";

export const SITE_FEEDBACK_WINDOW_MS = 10 * 60_000;
export const SITE_FEEDBACK_PER_WINDOW = 5;

export function siteFeedbackHandlers(server: ServerContext): HandlersFor<typeof siteFeedbackContracts> {
  return {
    async siteFeedback(input, request) {
      // the contract checked the length as typed; what is stored is the text without markup, which must still say enough
      const content = toPlainText(input.content);
      if ([...content].length < SITE_FEEDBACK_CONTENT_MIN) return fail(400, SERVER_MESSAGES.invalidField("content"));

      const client = clientHash(server.orgMasterKey, "site-feedback-client", request.clientAddress);
      const now = server.clock();
      return server.db.transaction(async (tx) => {
        await repo.lockClient(tx, client);
        const recent = await repo.recentByClient(tx, client, new Date(now.getTime() - SITE_FEEDBACK_WINDOW_MS));
        if (recent.total >= SITE_FEEDBACK_PER_WINDOW) {
          const freeAt = (recent.oldest?.getTime() ?? now.getTime()) + SITE_FEEDBACK_WINDOW_MS;
          const minutes = Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
          return fail(429, SITE_FEEDBACK_MESSAGES.tooMany(minutes));
        }
        const id = await repo.insertSiteFeedback(tx, {
          type: input.type,
          star: input.star ?? null,
          content,
          contact: input.contact ? input.contact : null,
          userId: request.session?.userId ?? null,
          orgId: request.session?.orgId ?? request.orgId,
          clientHash: client,
          createdAt: now,
        });
        return ok({ id }, SITE_FEEDBACK_MESSAGES.thanks);
      });
    },
  };
}
