import type { ChatServerFrame } from "@taxlearn/api";
import { MESSAGE_TYPES } from "@taxlearn/core";
import { lockForTransaction } from "../../db/executor";
import type { ServerContext } from "../../server-context";
import { deliverMessage } from "../messages/deliver-message";
import { conversationView, messageView } from "./chat-actions";
import { SUPPORT_CHAT_MESSAGES as M } from "./support-chat.messages";
import * as repo from "./support-chat.repo";

/** Where the 站内消息 of an answer leads: the chat window, which shows the answer in the learner's latest thread. */
export const CHAT_WINDOW_LINK = "/service/chat";

export type TicketAnswerOutcome =
  | { readonly ok: true; readonly ticket: repo.TicketRow }
  | { readonly ok: false; readonly problem: "notFound" | "answered" };

/**
 * An agent answers a message left out of hours. In one transaction: the learner's words and the answer go into the
 * learner's chat — their open conversation if they have one, else a new closed one (so it is what the window shows
 * when they next open it) — the ticket keeps the answer and is handled, and the learner gets a 站内消息 linking to the
 * chat. Then any window they have open gets the messages at once.
 */
export async function answerTicket(
  server: ServerContext,
  agentId: number,
  ticketId: number,
  text: string,
): Promise<TicketAnswerOutcome> {
  const now = server.clock();
  const result = await server.db.transaction(async (tx) => {
    const ticket = await repo.findTicket(tx, ticketId);
    if (!ticket) return { ok: false, problem: "notFound" } as const;
    // the learner's own sends take this lock too: no second open conversation, no answer written twice
    await lockForTransaction(tx, `support-chat:${ticket.userId}`);
    if (!(await repo.answerTicket(tx, ticketId, { agentId, text, at: now })))
      return { ok: false, problem: "answered" } as const;
    const openId = await repo.openConversationIdOf(tx, ticket.userId);
    const conversationId =
      openId ?? (await repo.createClosedConversation(tx, { learnerId: ticket.userId, agentId, at: now }));
    const asked = await repo.insertMessage(tx, {
      conversationId,
      sender: "learner",
      senderId: ticket.userId,
      body: ticket.content,
      createdAt: ticket.createdAt,
    });
    const answered = await repo.insertMessage(tx, {
      conversationId,
      sender: "agent",
      senderId: agentId,
      body: text,
      createdAt: now,
    });
    await deliverMessage(tx, {
      userId: ticket.userId,
      type: MESSAGE_TYPES.system.value,
      title: M.answerMessageTitle,
      content: M.answerMessageContent(text),
      link: CHAT_WINDOW_LINK,
    });
    return {
      ok: true,
      ticket: (await repo.findTicket(tx, ticketId))!,
      conversation: (await repo.findConversation(tx, conversationId))!,
      messages: [asked, answered],
    } as const;
  });
  if (!result.ok) return result;
  const { conversation } = result;
  const learner = { learnerId: conversation.learnerId } as const;
  const bus = server.supportChat.bus;
  await bus.publish({
    kind: "frame",
    to: learner,
    frame: { type: "conversation", conversation: conversationView(conversation) },
  });
  for (const message of result.messages) {
    const frame: ChatServerFrame = { type: "message", message: messageView(message) };
    await bus.publish({ kind: "frame", to: learner, frame });
    // an agent chatting with the learner right now sees the answer in that conversation too
    if (conversation.status === "active" && conversation.agentId !== null)
      await bus.publish({ kind: "frame", to: { agentId: conversation.agentId }, frame });
  }
  return { ok: true, ticket: result.ticket };
}
