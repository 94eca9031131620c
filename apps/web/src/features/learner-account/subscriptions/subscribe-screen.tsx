import type { SubscriptionGroup } from "@taxlearn/api";
import { type SubscriptionChip, SubscriptionChips, useToast } from "@taxlearn/ui";
import { useEffect, useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { CentreSection } from "../centre-section";
import { LEARNER_ACCOUNT_TEXT as TEXT } from "../learner-account.messages";
import * as styles from "./subscribe-screen.css";

/** /center/subscribe: course topics and policy categories; new content in one of them arrives as a message. */
export default function SubscribeScreen() {
  const query = useApiQuery((api) => api.subscriptionOptions({}), []);
  return (
    <CentreSection title={TEXT.subscribeTitle} subtitle={TEXT.subscribeSubtitle}>
      <QueryView query={query}>{(groups) => <SubscriptionGroups initial={groups} />}</QueryView>
    </CentreSection>
  );
}

function SubscriptionGroups({ initial }: { initial: readonly SubscriptionGroup[] }) {
  const api = useApi();
  const toast = useToast();
  const [groups, setGroups] = useState(initial);
  const [pendingId, setPendingId] = useState<number | null>(null);
  useEffect(() => setGroups(initial), [initial]);
  const count = groups.reduce((n, g) => n + g.options.filter((o) => o.subscribed).length, 0);

  async function toggle(chip: SubscriptionChip, next: boolean) {
    setPendingId(chip.id);
    try {
      const result = await api.setSubscription({ categoryId: chip.id, subscribed: next ? 1 : 0 });
      if (!result.success) {
        toast.error(result.msg);
        return;
      }
      setGroups((all) =>
        all.map((g) => ({
          ...g,
          options: g.options.map((o) =>
            o.categoryId === result.data.categoryId ? { ...o, subscribed: result.data.subscribed } : o,
          ),
        })),
      );
      toast.success(result.msg);
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setPendingId(null);
    }
  }

  return (
    <div className={styles.groups}>
      <p className={styles.count} aria-live="polite">
        {TEXT.subscribedCount(count)}
      </p>
      {groups.map((group) => (
        <SubscriptionChips
          key={group.key}
          label={group.name}
          chips={group.options.map((o) => ({ id: o.categoryId, label: o.name, selected: o.subscribed }))}
          pendingId={pendingId}
          onToggle={toggle}
        />
      ))}
    </div>
  );
}
