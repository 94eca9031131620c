import type { ReactNode } from "react";
import { AGENT_CONSOLE_TEXT } from "../../agent-console.messages";
import { CHAT_TEXT } from "../../chat.messages";
import { Button } from "../button";
import {
  type ChatBubble,
  ChatComposer,
  type ChatConnectionStatus,
  ChatMessageList,
  ChatStatusBar,
} from "../chat-window/chat-parts";
import * as styles from "./agent-console.css";
import { TicketAnswerForm } from "./ticket-answer-form";

export interface AgentQueueItem {
  id: number;
  /** The learner's masked phone or name. */
  learner: string;
  preview: string;
  /** e.g. 10:32 */
  since: string;
}

export interface AgentConversationItem {
  id: number;
  learner: string;
  unread: number;
}

export interface AgentThread {
  id: number;
  learner: string;
  messages: readonly ChatBubble[];
  /** The learner is typing. */
  typing?: boolean;
}

export interface AgentTicketItem {
  id: number;
  learner: string;
  contact: string;
  content: string;
  createdAt: string;
  handled: boolean;
  /** The agent's reply, once the message was answered. */
  answer?: string | null;
}

export interface AgentConsoleProps {
  status: ChatConnectionStatus;
  retryInMs?: number | null;
  error?: string | null;
  onRetry?: () => void;
  queue: readonly AgentQueueItem[];
  onClaim: (id: number) => void;
  conversations: readonly AgentConversationItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  thread: AgentThread | null;
  onCloseConversation: (id: number) => void;
  draft: string;
  onDraftChange: (text: string) => void;
  onSend: () => void;
  maxLength: number;
  sendError?: string | null;
  tickets: readonly AgentTicketItem[];
  onHandleTicket: (id: number) => void;
  /** Answers a left message; resolves with the refusal to show, or null once sent. Without it, no reply box. */
  onAnswerTicket?: (id: number, text: string) => Promise<string | null>;
  /** Under the ticket list (e.g. the pager). */
  ticketFooter?: ReactNode;
}

/** The staff's console (客服工作台): the waiting queue, their conversations, the chat, and the left messages. */
export function AgentConsole(props: AgentConsoleProps) {
  const connected = props.status === "open" || props.status === "offline";
  return (
    <section className={styles.console_} aria-label={AGENT_CONSOLE_TEXT.agentTitle}>
      <h1 className={styles.heading}>{AGENT_CONSOLE_TEXT.agentTitle}</h1>
      <ChatStatusBar status={props.status} retryInMs={props.retryInMs} error={props.error} onRetry={props.onRetry} />
      <div className={styles.columns}>
        <div className={styles.panel}>
          <h2 className={styles.panelTitle}>
            {AGENT_CONSOLE_TEXT.agentQueue}（{props.queue.length}）
          </h2>
          {props.queue.length === 0 ? (
            <p className={styles.empty}>{AGENT_CONSOLE_TEXT.agentQueueEmpty}</p>
          ) : (
            <ul className={styles.items} aria-label={AGENT_CONSOLE_TEXT.agentQueue}>
              {props.queue.map((item) => (
                <li key={item.id} className={styles.item}>
                  <span className={styles.itemText}>
                    <span className={styles.itemTitle}>
                      {item.learner} · {item.since}
                    </span>
                    <span className={styles.itemPreview}>{item.preview}</span>
                  </span>
                  <Button size="small" disabled={!connected} onClick={() => props.onClaim(item.id)}>
                    {AGENT_CONSOLE_TEXT.agentClaim}
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <h2 className={styles.panelTitle}>{AGENT_CONSOLE_TEXT.agentMine}</h2>
          {props.conversations.length === 0 ? (
            <p className={styles.empty}>{AGENT_CONSOLE_TEXT.agentMineEmpty}</p>
          ) : (
            <ul className={styles.items} aria-label={AGENT_CONSOLE_TEXT.agentMine}>
              {props.conversations.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={styles.select}
                    aria-pressed={item.id === props.selectedId}
                    onClick={() => props.onSelect(item.id)}
                  >
                    <span className={styles.itemTitle}>{item.learner}</span>
                    {item.unread > 0 ? (
                      <span className={styles.unread}>{AGENT_CONSOLE_TEXT.agentUnread(item.unread)}</span>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className={styles.panel}>
          {props.thread ? (
            <>
              <div className={styles.threadHeader}>
                <h2 className={styles.itemTitle}>{props.thread.learner}</h2>
                <Button tone="secondary" size="small" onClick={() => props.onCloseConversation(props.thread!.id)}>
                  {AGENT_CONSOLE_TEXT.agentClose}
                </Button>
              </div>
              <ChatMessageList
                messages={props.thread.messages}
                typing={props.thread.typing}
                typingText={CHAT_TEXT.chatLearnerTyping}
                emptyText={CHAT_TEXT.chatEmpty}
                label={CHAT_TEXT.chatMessages}
              />
              <ChatComposer
                draft={props.draft}
                onDraftChange={props.onDraftChange}
                onSend={props.onSend}
                maxLength={props.maxLength}
                disabled={!connected}
                error={props.sendError}
                placeholder={AGENT_CONSOLE_TEXT.agentReplyPlaceholder}
              />
            </>
          ) : (
            <p className={styles.empty}>{AGENT_CONSOLE_TEXT.agentSelectHint}</p>
          )}
        </div>
      </div>
      <div className={styles.panel}>
        <h2 className={styles.panelTitle}>{AGENT_CONSOLE_TEXT.agentTickets}</h2>
        {props.tickets.length === 0 ? (
          <p className={styles.empty}>{AGENT_CONSOLE_TEXT.agentTicketsEmpty}</p>
        ) : (
          <ul className={styles.items} aria-label={AGENT_CONSOLE_TEXT.agentTickets}>
            {props.tickets.map((ticket) => (
              <li key={ticket.id} className={styles.ticket}>
                <p className={styles.ticketContent}>{ticket.content}</p>
                <div className={styles.ticketMeta}>
                  <span>{ticket.learner}</span>
                  <span>{AGENT_CONSOLE_TEXT.agentContact(ticket.contact)}</span>
                  <span>{ticket.createdAt}</span>
                  {ticket.handled ? (
                    <span>{AGENT_CONSOLE_TEXT.agentHandled}</span>
                  ) : (
                    <Button tone="text" size="small" onClick={() => props.onHandleTicket(ticket.id)}>
                      {AGENT_CONSOLE_TEXT.agentHandle}
                    </Button>
                  )}
                </div>
                {ticket.answer ? (
                  <p className={styles.ticketReply}>{AGENT_CONSOLE_TEXT.agentAnswered(ticket.answer)}</p>
                ) : props.onAnswerTicket ? (
                  <TicketAnswerForm
                    learner={ticket.learner}
                    maxLength={props.maxLength}
                    onAnswer={(text) => props.onAnswerTicket!(ticket.id, text)}
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {props.ticketFooter}
      </div>
    </section>
  );
}
