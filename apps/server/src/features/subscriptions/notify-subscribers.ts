import { MESSAGE_TYPES } from "@taxlearn/core";
import type { Executor } from "../../db/executor";
import { insertMessageToEach } from "../messages/message-many.repo";
import { SUBSCRIPTION_TEXTS } from "./subscriptions.messages";
import { subscribersOfCategories } from "./subscriptions.repo";

/** Newly published content, as its subscribers hear of it. */
export interface PublishedContent {
  /** What it is, in the message title: 政策, 案例, 课程. */
  readonly kindLabel: string;
  readonly title: string;
  /** The site path the message opens. */
  readonly link: string;
  /** The categories it belongs to (its policy category and its course topic …), each with its name. */
  readonly categories: readonly { readonly id: number; readonly name: string }[];
}

/**
 * Tells every learner subscribed to one of the content's categories, once each (a learner subscribed to both the
 * topic and the policy category gets one message, naming the first category of the list they follow). Pass the
 * transaction that publishes the content: the messages exist exactly when the content does. One INSERT … SELECT
 * (messages' writer over subscriptions' recipients) on the subscriptions' category index, however many subscribers there are. Answers how many were told.
 */
export async function notifySubscribers(tx: Executor, content: PublishedContent): Promise<number> {
  if (content.categories.length === 0) return 0;
  return insertMessageToEach(tx, {
    recipients: subscribersOfCategories(
      content.categories.map((c) => ({
        id: c.id,
        title: SUBSCRIPTION_TEXTS.newContentTitle(content.kindLabel, c.name),
      })),
    ),
    type: MESSAGE_TYPES.course.value,
    content: SUBSCRIPTION_TEXTS.newContentBody(content.title),
    link: content.link,
  });
}
