import type { FormEvent } from "react";
import { CHAT_TEXT } from "../../chat.messages";
import { UI_TEXT } from "../../ui.messages";
import { Button } from "../button";
import { TextArea } from "../text-area";
import { TextField } from "../text-field";
import { type ChatBubble, ChatComposer, type ChatConnectionStatus, ChatMessageList, ChatStatusBar } from "./chat-parts";
import * as styles from "./chat-window.css";

/** The leave-a-message form shown outside the service hours. */
export interface ChatOfflineForm {
  hotline: string;
  /** e.g. 工作日 8:30-12:00，13:00-17:00（法定节假日除外） */
  hours: string;
  content: string;
  contact: string;
  maxLength: number;
  onContentChange: (text: string) => void;
  onContactChange: (text: string) => void;
  onSubmit: () => void;
  submitting?: boolean;
  error?: string | null;
  /** The confirmation once the message has been left. */
  sent?: string | null;
}

export interface ChatWindowProps {
  status: ChatConnectionStatus;
  retryInMs?: number | null;
  error?: string | null;
  onRetry?: () => void;
  /** Who is answering (客服小税), or null while waiting in the queue / before the first message. */
  agentName: string | null;
  /** The learner's conversation is in the queue, not yet claimed. */
  waiting?: boolean;
  messages: readonly ChatBubble[];
  /** The agent is typing. */
  typing?: boolean;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  maxLength: number;
  sendError?: string | null;
  /** Outside the service hours (and no conversation in progress): the hotline and the form instead of the composer. */
  offline?: ChatOfflineForm | null;
}

/** The learner's customer-service window (在线客服): the conversation, typing and read marks, the composer. */
export function ChatWindow(props: ChatWindowProps) {
  const { status, messages, offline } = props;
  const subtitle = props.agentName
    ? CHAT_TEXT.chatServedBy(props.agentName)
    : props.waiting
      ? CHAT_TEXT.chatWaiting
      : CHAT_TEXT.chatWelcome;
  return (
    <section className={styles.window} aria-label={CHAT_TEXT.chatTitle}>
      <header className={styles.header}>
        <h1 className={styles.title}>{CHAT_TEXT.chatTitle}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </header>
      <ChatStatusBar status={status} retryInMs={props.retryInMs} error={props.error} onRetry={props.onRetry} />
      <ChatMessageList
        messages={messages}
        typing={props.typing}
        typingText={CHAT_TEXT.chatAgentTyping}
        emptyText={status === "connecting" ? UI_TEXT.loading : offline ? CHAT_TEXT.chatNoHistory : CHAT_TEXT.chatEmpty}
        label={CHAT_TEXT.chatMessages}
      />
      {offline ? (
        <OfflineForm form={offline} />
      ) : (
        <ChatComposer
          draft={props.draft}
          onDraftChange={props.onDraftChange}
          onSend={props.onSend}
          maxLength={props.maxLength}
          disabled={status !== "open" && status !== "offline"}
          error={props.sendError}
        />
      )}
    </section>
  );
}

function OfflineForm({ form }: { form: ChatOfflineForm }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.onSubmit();
  };
  return (
    <form className={styles.offline} onSubmit={submit} aria-label={CHAT_TEXT.chatLeaveMessage} noValidate>
      <p className={styles.offlineNotice}>
        {CHAT_TEXT.chatOffline(form.hours)}
        <br />
        {CHAT_TEXT.chatHotline}
        <span className={styles.hotline}>{form.hotline}</span>
      </p>
      {form.sent ? (
        <p className={styles.offlineNotice} role="status">
          {form.sent}
        </p>
      ) : (
        <>
          <TextArea
            label={CHAT_TEXT.chatLeaveMessage}
            value={form.content}
            onChange={form.onContentChange}
            maxLength={form.maxLength}
            required
            error={form.error ?? undefined}
            placeholder={CHAT_TEXT.chatLeaveMessagePlaceholder}
          />
          <TextField
            label={CHAT_TEXT.chatContact}
            value={form.contact}
            onChange={form.onContactChange}
            inputMode="tel"
            hint={CHAT_TEXT.chatContactHint}
          />
          <div>
            <Button type="submit" loading={form.submitting}>
              {CHAT_TEXT.chatSubmitMessage}
            </Button>
          </div>
        </>
      )}
    </form>
  );
}
