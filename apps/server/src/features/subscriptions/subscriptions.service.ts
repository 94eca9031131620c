import type { learnerAccountContracts, SubscriptionGroup } from "@taxlearn/api";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { SUBSCRIPTION_TEXTS } from "./subscriptions.messages";
import * as repo from "./subscriptions.repo";

type SubscriptionHandlers = Pick<
  HandlersFor<typeof learnerAccountContracts>,
  "subscriptionOptions" | "setSubscription"
>;

/** /center/subscribe: the token's user's subscriptions to course topics and policy categories. */
export function subscriptionHandlers(server: ServerContext): SubscriptionHandlers {
  const { db } = server;
  return {
    async subscriptionOptions(_input, request) {
      const [all, mine] = await Promise.all([
        repo.subscribableCategories(db),
        repo.subscribedIds(db, request.session.userId),
      ]);
      const optionsOf = (kind: string) =>
        all.filter((c) => c.kind === kind).map((c) => ({ categoryId: c.id, name: c.name, subscribed: mine.has(c.id) }));
      const groups: SubscriptionGroup[] = [
        { key: "topic", name: SUBSCRIPTION_TEXTS.topicGroup, options: optionsOf("course") },
        { key: "policy", name: SUBSCRIPTION_TEXTS.policyGroup, options: optionsOf("news") },
      ];
      return ok(groups);
    },
    async setSubscription(input, request) {
      const category = await repo.findSubscribable(db, input.categoryId);
      if (!category) return fail(404, SUBSCRIPTION_TEXTS.unknownCategory);
      const userId = request.session.userId;
      const subscribed = input.subscribed === 1;
      if (subscribed) await repo.subscribe(db, userId, category.id, server.clock());
      else await repo.unsubscribe(db, userId, category.id);
      return ok(
        { categoryId: category.id, name: category.name, subscribed },
        subscribed ? SUBSCRIPTION_TEXTS.subscribed(category.name) : SUBSCRIPTION_TEXTS.unsubscribed(category.name),
      );
    },
  };
}
