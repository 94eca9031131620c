import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef } from "react";
import { CHAT_TEXT } from "../../chat.messages";
import { Button } from "../button";
import * as styles from "./chat-window.css";

/** One line of a chat as the reader sees it: their own, the other side's, or a notice of the service. */
export interface ChatBubble {
  id: number;
  from: "mine" | "theirs" | "system";
  /** Plain text: rendered as text, never as HTML. */
  text: string;
  /** Display time, e.g. 10:32. */
  time: string;
  /** On the reader's own messages: whether the other side has read it (已读 / 未读). */
  read?: boolean;
}

export type ChatConnectionStatus = "connecting" | "open" | "offline" | "reconnecting" | "failed";

/** The connection line above the messages; nothing while simply open. */
export function ChatStatusBar({
  status,
  retryInMs,
  error,
  onRetry,
}: {
  status: ChatConnectionStatus;
  retryInMs?: number | null;
  error?: string | null;
  onRetry?: () => void;
}) {
  if (status === "open" || status === "offline") return null;
  const text =
    status === "connecting"
      ? CHAT_TEXT.chatConnecting
      : status === "reconnecting"
        ? CHAT_TEXT.chatReconnecting(Math.ceil((retryInMs ?? 0) / 1000))
        : (error ?? CHAT_TEXT.chatFailed);
  const tone = status === "failed" ? "danger" : status === "reconnecting" ? "warning" : "info";
  return (
    <div className={styles.statusBar({ tone })} role="status">
      <span>{text}</span>
      {status !== "connecting" && onRetry ? (
        <Button tone="text" size="small" onClick={onRetry}>
          {CHAT_TEXT.chatRetry}
        </Button>
      ) : null}
    </div>
  );
}

/** The messages, oldest first, scrolled to the newest; a typing line under them. */
export function ChatMessageList({
  messages,
  typing,
  typingText = CHAT_TEXT.chatTyping,
  emptyText,
  label,
}: {
  messages: readonly ChatBubble[];
  typing?: boolean;
  typingText?: string;
  emptyText: string;
  label: string;
}) {
  const list = useRef<HTMLOListElement>(null);
  const last = messages.at(-1)?.id;
  // the newest message (or the typing line) in view; only the list scrolls, never the page
  useEffect(() => {
    const element = list.current;
    if (element && (last !== undefined || typing)) element.scrollTop = element.scrollHeight;
  }, [last, typing]);
  return (
    <ol ref={list} className={styles.list} aria-label={label} aria-live="polite">
      {messages.length === 0 ? <li className={styles.empty}>{emptyText}</li> : null}
      {messages.map((message) => (
        <li key={message.id} className={styles.row[message.from]} data-from={message.from}>
          <p className={styles.bubble[message.from]}>{message.text}</p>
          {message.from === "system" ? null : (
            <span className={styles.meta}>
              {message.time}
              {message.from === "mine" && message.read !== undefined
                ? ` · ${message.read ? CHAT_TEXT.chatRead : CHAT_TEXT.chatUnread}`
                : null}
            </span>
          )}
        </li>
      ))}
      {typing ? (
        <li className={styles.typing} data-testid="chat-typing">
          {typingText}
        </li>
      ) : null}
    </ol>
  );
}

/** The input and 发送: Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({
  draft,
  onDraftChange,
  onSend,
  maxLength,
  disabled,
  error,
  placeholder = CHAT_TEXT.chatPlaceholder,
}: {
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  maxLength: number;
  disabled?: boolean;
  error?: string | null;
  placeholder?: string;
}) {
  const id = useId();
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!disabled && draft.trim() !== "") onSend();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <form className={styles.composer} onSubmit={submit}>
      <label htmlFor={id} className={styles.hint}>
        {CHAT_TEXT.chatInputLabel}
      </label>
      <textarea
        id={id}
        className={styles.composerInput}
        value={draft}
        maxLength={maxLength}
        placeholder={placeholder}
        disabled={disabled}
        rows={2}
        onChange={(event) => onDraftChange(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.composerRow}>
        <span className={error ? styles.error : styles.hint} role={error ? "alert" : undefined}>
          {error ?? `${[...draft].length}/${maxLength}`}
        </span>
        <Button type="submit" disabled={disabled || draft.trim() === ""}>
          {CHAT_TEXT.chatSend}
        </Button>
      </div>
    </form>
  );
}
