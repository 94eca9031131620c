import type { centreContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { MESSAGES_TEXTS } from "./messages.messages";
import * as repo from "./messages.repo";

type MessageHandlers = Pick<
  HandlersFor<typeof centreContracts>,
  "notReadCount" | "messagesList" | "setMessagesStatus" | "setMessagesAllRead"
>;

/** 0 (or absent) lists every type; 1-4 one of core's MESSAGE_TYPES. */
const typeFilter = (messageType: number | undefined): number | null =>
  messageType === undefined || messageType === 0 ? null : messageType;

/** The learner's messages (/center/message) and the side toolbar's unread count; always the token's user. */
export function messageHandlers(server: ServerContext): MessageHandlers {
  const { db } = server;
  return {
    async notReadCount(_input, request) {
      return ok({ count: await repo.unreadCount(db, request.session.userId) });
    },
    async messagesList(input, request) {
      const { rows, total } = await repo.listMessages(
        db,
        request.session.userId,
        typeFilter(input.messageType),
        input.page,
        input.limit,
      );
      return ok({
        list: rows.map((row) => ({
          messageId: row.id,
          messageType: row.type,
          title: row.title,
          content: row.content,
          readFlag: row.readAt === null ? 0 : 1,
          link: row.link,
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        page: input.page,
        pageSize: input.limit,
      });
    },
    async setMessagesStatus(input, request) {
      const userId = request.session.userId;
      const read = input.readFlag === 1;
      const found = await repo.setRead(db, userId, input.messageId, read, server.clock());
      if (!found) return fail(404, MESSAGES_TEXTS.notFound);
      return ok(
        { count: await repo.unreadCount(db, userId) },
        read ? MESSAGES_TEXTS.marked : MESSAGES_TEXTS.markedUnread,
      );
    },
    async setMessagesAllRead(input, request) {
      const userId = request.session.userId;
      const marked = await repo.markAllRead(db, userId, typeFilter(input.messageType), server.clock());
      return ok({ marked, count: await repo.unreadCount(db, userId) }, MESSAGES_TEXTS.allMarked(marked));
    },
  };
}
