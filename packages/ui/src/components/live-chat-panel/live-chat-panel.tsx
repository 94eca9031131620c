import { type ReactNode, useEffect, useRef } from "react";
import { CHAT_TEXT } from "../../chat.messages";
import { type NavigateHandler, routerClick } from "../../navigation/link-target";
import { UI_TEXT } from "../../ui.messages";
import { Button } from "../button";
import { ChatComposer } from "../chat-window/chat-parts";
import * as styles from "./live-chat-panel.css";

/** One message of a live session's chat as the reader sees it. */
export interface LiveChatLine {
  id: number;
  userId: number;
  /** The sender's name (a masked phone at most). */
  name: string;
  /** Plain text: rendered as text, never as HTML. */
  text: string;
  /** Display time, e.g. 19:32. */
  time: string;
  /** Sent by the session's lecturer: highlighted with the 主讲人 mark. */
  lecturer: boolean;
  /** Sent by the reader. */
  mine: boolean;
}

export type LiveChatConnection = "connecting" | "open" | "reconnecting" | "failed";

/** The session's lecturer or staff: mute and unmute the authors of messages. */
export interface LiveChatModeration {
  mutedUserIds: readonly number[];
  onMute: (userId: number) => void;
  onUnmute: (userId: number) => void;
}

export interface LiveChatPanelProps {
  /** Not logged in: the messages are not loaded; a real link to the login page with this page as the redirect. */
  login?: { href: string; onNavigate?: NavigateHandler } | null;
  status: LiveChatConnection;
  retryInMs?: number | null;
  /** Why the connection failed (shown with 重新连接). */
  error?: string | null;
  onRetry?: () => void;
  /** spec §4 status: messages only while live; before it has not started, after it is read-only. */
  phase: "notStarted" | "open" | "ended";
  messages: readonly LiveChatLine[];
  /** The reader is muted in this session. */
  muted?: boolean;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  maxLength: number;
  /** The server's refusal of the last message (发送过于频繁 …). */
  sendError?: string | null;
  moderation?: LiveChatModeration | null;
}

function ConnectionNotice(props: Pick<LiveChatPanelProps, "status" | "retryInMs" | "error" | "onRetry">) {
  if (props.status === "open") return null;
  const text =
    props.status === "connecting"
      ? UI_TEXT.liveChatConnecting
      : props.status === "reconnecting"
        ? UI_TEXT.liveChatReconnecting(Math.ceil((props.retryInMs ?? 0) / 1000))
        : (props.error ?? UI_TEXT.liveChatFailed);
  const tone = props.status === "failed" ? "danger" : props.status === "reconnecting" ? "warning" : "info";
  return (
    <p className={styles.notice({ tone })} role="status">
      <span>{text}</span>
      {props.status !== "connecting" && props.onRetry ? (
        <Button tone="text" size="small" onClick={props.onRetry}>
          {CHAT_TEXT.chatRetry}
        </Button>
      ) : null}
    </p>
  );
}

function MessageList({
  messages,
  emptyText,
  moderation,
}: {
  messages: readonly LiveChatLine[];
  emptyText: string;
  moderation?: LiveChatModeration | null;
}) {
  const list = useRef<HTMLOListElement>(null);
  const last = messages.at(-1)?.id;
  // the newest message in view; only the list scrolls, never the page
  useEffect(() => {
    const element = list.current;
    if (element && last !== undefined) element.scrollTop = element.scrollHeight;
  }, [last]);
  return (
    <ol ref={list} className={styles.list} aria-label={UI_TEXT.liveChatMessages} aria-live="polite">
      {messages.length === 0 ? <li className={styles.empty}>{emptyText}</li> : null}
      {messages.map((m) => {
        const muted = moderation?.mutedUserIds.includes(m.userId) ?? false;
        return (
          <li
            key={m.id}
            className={styles.row[m.lecturer ? "lecturer" : "normal"]}
            data-lecturer={m.lecturer || undefined}
          >
            <span className={styles.line}>
              {m.lecturer ? <span className={styles.lecturerMark}>{UI_TEXT.liveChatLecturer}</span> : null}
              <span className={styles.name[m.lecturer ? "lecturer" : m.mine ? "mine" : "normal"]}>
                {m.mine ? `${m.name}（${UI_TEXT.liveChatMe}）` : m.name}
              </span>
              <span className={styles.time}>{m.time}</span>
              {moderation && !m.mine && !m.lecturer ? (
                <Button
                  tone="text"
                  size="small"
                  aria-label={`${muted ? UI_TEXT.liveChatUnmute : UI_TEXT.liveChatMute} ${m.name}`}
                  onClick={() => (muted ? moderation.onUnmute(m.userId) : moderation.onMute(m.userId))}
                >
                  {muted ? UI_TEXT.liveChatUnmute : UI_TEXT.liveChatMute}
                </Button>
              ) : null}
            </span>
            <p className={styles.text}>{m.text}</p>
          </li>
        );
      })}
    </ol>
  );
}

/**
 * A live session's chat beside the player: the messages (the lecturer's highlighted), and under them the input with
 * its counter, or why there is none: 登录后参与聊天 (a real link), 直播未开始, 直播已结束 (read-only), muted. The
 * lecturer's and staff's view adds 禁言 / 解除禁言 on each learner's message.
 */
export function LiveChatPanel(props: LiveChatPanelProps) {
  const { login, phase, muted } = props;
  const emptyText = props.status === "connecting" ? UI_TEXT.loading : UI_TEXT.liveChatEmpty;
  let footer: ReactNode;
  if (login) {
    footer = (
      <p className={styles.footerNote}>
        <a className={styles.loginLink} href={login.href} onClick={routerClick(login.href, login.onNavigate)}>
          {UI_TEXT.liveChatLogin}
        </a>
      </p>
    );
  } else if (phase === "notStarted") {
    footer = <p className={styles.footerNote}>{UI_TEXT.liveChatNotStarted}</p>;
  } else if (phase === "ended") {
    footer = <p className={styles.footerNote}>{UI_TEXT.liveChatEndedNote}</p>;
  } else if (muted) {
    footer = (
      <p className={styles.footerNote} role="alert">
        {UI_TEXT.liveChatMuted}
      </p>
    );
  } else {
    footer = (
      <ChatComposer
        draft={props.draft}
        onDraftChange={props.onDraftChange}
        onSend={props.onSend}
        maxLength={props.maxLength}
        disabled={props.status !== "open"}
        error={props.sendError}
        placeholder={UI_TEXT.liveChatPlaceholder(props.maxLength)}
      />
    );
  }
  return (
    <section className={styles.panel} aria-label={UI_TEXT.liveChatTitle}>
      <header className={styles.header}>
        <h2 className={styles.title}>{UI_TEXT.liveChatTitle}</h2>
        {phase === "ended" ? <span className={styles.time}>{UI_TEXT.liveChatEnded}</span> : null}
      </header>
      {login ? null : <ConnectionNotice {...props} />}
      {login ? null : <MessageList messages={props.messages} emptyText={emptyText} moderation={props.moderation} />}
      {footer}
    </section>
  );
}
