import type { MessageTypeValue } from "@taxlearn/core";
import type { Executor } from "../../db/executor";
import { insertMessage } from "./messages.repo";

export type MessageToDeliver = {
  readonly userId: number;
  readonly type: MessageTypeValue;
  readonly title: string;
  readonly content: string;
  /** A site path the message opens (an order, a question, a course), or omitted. */
  readonly link?: string;
};

/**
 * Stores a message for a learner. Pass the transaction of the change the message is about, so the message exists
 * exactly when the change does (a refund and its 退款成功 message commit together or not at all).
 */
export async function deliverMessage(db: Executor, message: MessageToDeliver): Promise<number> {
  return insertMessage(db, { ...message, link: message.link ?? "" });
}
