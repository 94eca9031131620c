import { type NavigateHandler, routerClick } from "../../navigation/link-target";
import { UI_TEXT } from "../../ui.messages";
import * as styles from "./message-list.css";

export interface MessageListItem {
  readonly id: number;
  /** 系统通知, 课程提醒, 问答, 订单 (core's messageTypeLabel). */
  readonly typeLabel: string;
  readonly title: string;
  /** Plain text; line breaks are kept, markup is shown as typed. */
  readonly content: string;
  /** Already formatted by the page (core's relativeTime). */
  readonly time: string;
  readonly unread: boolean;
  /** The site path the message opens, or null when it opens nothing. */
  readonly href: string | null;
}

export interface MessageListProps {
  items: readonly MessageListItem[];
  /** A message's link was followed: the page marks it read. */
  onOpen?: (item: MessageListItem) => void;
  onMarkRead: (item: MessageListItem) => void;
  /** The id of a message whose change is on its way (its button is disabled meanwhile). */
  pendingId?: number | null;
  onNavigate?: NavigateHandler;
}

/** The learner's messages: unread ones marked by a dot and bold title; a title with a link opens its page. */
export function MessageList({ items, onOpen, onMarkRead, pendingId = null, onNavigate }: MessageListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id} className={styles.item({ unread: item.unread })} data-unread={item.unread}>
          <span className={styles.dot({ unread: item.unread })} aria-hidden="true" />
          <div className={styles.body}>
            <div className={styles.header}>
              <span className={styles.type}>{item.typeLabel}</span>
              <h3 className={styles.title({ unread: item.unread })}>
                {item.unread ? <span className={styles.visuallyHidden}>{UI_TEXT.unread}</span> : null}
                {item.href ? (
                  <a
                    className={styles.link}
                    href={item.href}
                    onClick={(event) => {
                      onOpen?.(item);
                      routerClick(item.href!, onNavigate)(event);
                    }}
                  >
                    {item.title}
                  </a>
                ) : (
                  item.title
                )}
              </h3>
            </div>
            <p className={styles.content}>{item.content}</p>
            <div className={styles.footer}>
              <time>{item.time}</time>
              {item.unread ? (
                <button
                  type="button"
                  className={styles.action}
                  disabled={pendingId === item.id}
                  onClick={() => onMarkRead(item)}
                  aria-label={`${UI_TEXT.markRead}：${item.title}`}
                >
                  {UI_TEXT.markRead}
                </button>
              ) : (
                <span>{UI_TEXT.read}</span>
              )}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
