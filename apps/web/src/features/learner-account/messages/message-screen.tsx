import type { MessageData } from "@taxlearn/api";
import { MESSAGE_TYPES, messageTypeLabel, relativeTime } from "@taxlearn/core";
import { Button, EmptyState, MessageList, type MessageListItem, Pagination, Tabs, useToast } from "@taxlearn/ui";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { useSession } from "../../../lib/session/session-provider";
import { buttonLink } from "../../../styles/button-link.css";
import { CentreSection } from "../centre-section";
import { LEARNER_ACCOUNT_TEXT as TEXT } from "../learner-account.messages";
import * as styles from "./message-screen.css";

const PAGE_SIZE = 10;
const TABS = [
  { id: "0", label: TEXT.allTypes },
  ...Object.values(MESSAGE_TYPES).map((type) => ({ id: String(type.value), label: type.label })),
];

/** Only site paths open from a message (stored links are site paths; anything else opens nothing). */
const sitePath = (link: string): string | null => (link.startsWith("/") && !link.startsWith("//") ? link : null);

const toItem = (message: MessageData, now: Date): MessageListItem => ({
  id: message.messageId,
  typeLabel: messageTypeLabel(message.messageType) ?? TEXT.allTypes,
  title: message.title,
  content: message.content,
  time: relativeTime(message.createdAt, now),
  unread: message.readFlag === 0,
  href: sitePath(message.link),
});

/** /center/message: the learner's messages by type, read and unread, one or all marked read. */
export default function MessageScreen() {
  const api = useApi();
  const toast = useToast();
  const onNavigate = useNavigateHandler();
  const { view, setMessageCount } = useSession();
  const [type, setType] = useState(0);
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [pendingId, setPendingId] = useState<number | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const unread = view.msgNum;
  // the count is read again on entering the page (the badge's poll may be up to one interval behind)
  useEffect(() => {
    api.notReadCount().then(
      (result) => {
        if (result.success) setMessageCount(result.data.count);
      },
      () => undefined,
    );
  }, [api, setMessageCount]);
  // a message that arrives while the list is open (the badge's poll sees it) is listed at once
  const query = useApiQuery(
    (client) => client.messagesList({ messageType: type, page, limit: PAGE_SIZE }),
    [type, page, version, unread],
  );

  async function markRead(item: MessageListItem) {
    setPendingId(item.id);
    try {
      const result = await api.setMessagesStatus({ messageId: item.id, readFlag: 1 });
      if (result.success) setMessageCount(result.data.count);
      else toast.error(result.msg);
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setPendingId(null);
      setVersion((n) => n + 1);
    }
  }

  async function markAll() {
    setMarkingAll(true);
    try {
      const result = await api.setMessagesAllRead(type === 0 ? {} : { messageType: type });
      if (result.success) {
        setMessageCount(result.data.count);
        toast.success(result.msg);
      } else toast.error(result.msg);
    } catch (failure) {
      toast.error(failureMessage(failure));
    } finally {
      setMarkingAll(false);
      setVersion((n) => n + 1);
    }
  }

  return (
    <CentreSection title={TEXT.messagesTitle} subtitle={TEXT.messagesSubtitle}>
      <Tabs
        label={TEXT.messageTabs}
        tabs={TABS}
        value={String(type)}
        onChange={(id) => {
          setType(Number(id));
          setPage(1);
        }}
      />
      <div className={styles.toolbar}>
        <span className={styles.summary} aria-live="polite">
          {TEXT.unreadSummary(unread)}
        </span>
        <Button tone="secondary" size="small" onClick={markAll} loading={markingAll} disabled={unread === 0}>
          {TEXT.markAllRead}
        </Button>
      </div>
      <QueryView query={query}>
        {(data) =>
          data.total === 0 ? (
            <EmptyState
              title={TEXT.noMessages}
              description={TEXT.noMessagesHint}
              action={
                <Link className={buttonLink} to="/center/subscribe">
                  {TEXT.subscribeLink}
                </Link>
              }
            />
          ) : (
            <>
              <MessageList
                items={data.list.map((message) => toItem(message, new Date()))}
                pendingId={pendingId}
                onMarkRead={markRead}
                onOpen={(item) => {
                  // opening a message reads it; the page it opens loads meanwhile
                  if (item.unread) void markRead(item);
                }}
                onNavigate={onNavigate}
              />
              {data.total > PAGE_SIZE ? (
                <div className={styles.pager}>
                  <Pagination total={data.total} page={data.page} pageSize={PAGE_SIZE} onPageChange={setPage} />
                </div>
              ) : null}
            </>
          )
        }
      </QueryView>
    </CentreSection>
  );
}
