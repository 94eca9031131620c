import type { ChatConversation, ChatServerFrame, ChatThread } from "@taxlearn/api";
import { checkChatText, SUPPORT_CHAT_LIMITS } from "@taxlearn/core";
import { AgentConsole, type AgentThread, PageColumn, Pagination, useToast } from "@taxlearn/ui";
import { useEffect, useState } from "react";
import { useApiQuery } from "../../hooks/use-api-query";
import { useApi } from "../../lib/api/app-services";
import { failureMessage } from "../../lib/api/failure-message";
import { chatClock, ticketTime } from "./chat-time";
import { SUPPORT_CHAT_TEXT } from "./support-chat.messages";
import { useChatSocket } from "./use-chat-socket";

const TYPING_SHOWN_MS = 3000;
const TYPING_SENT_EVERY_MS = 2000;
const TICKET_PAGE_SIZE = 10;

interface ConsoleState {
  queue: ChatConversation[];
  threads: ChatThread[];
  selectedId: number | null;
}

const withThread = (threads: ChatThread[], id: number, change: (t: ChatThread) => ChatThread) =>
  threads.map((t) => (t.conversation.id === id ? change(t) : t));

/** Applies one server frame to the console. */
function nextState(state: ConsoleState, frame: ChatServerFrame): ConsoleState {
  switch (frame.type) {
    case "ready": {
      if (frame.role !== "agent") return state;
      const threads = [...frame.mine];
      const keep = threads.some((t) => t.conversation.id === state.selectedId);
      return {
        queue: [...frame.queue],
        threads,
        selectedId: keep ? state.selectedId : (threads[0]?.conversation.id ?? null),
      };
    }
    case "conversation": {
      const c = frame.conversation;
      const rest = state.queue.filter((q) => q.id !== c.id);
      const queue = c.status === "waiting" ? [...rest, c].sort((a, b) => a.id - b.id) : rest;
      if (c.status === "closed") {
        const threads = state.threads.filter((t) => t.conversation.id !== c.id);
        return {
          queue,
          threads,
          selectedId: state.selectedId === c.id ? (threads[0]?.conversation.id ?? null) : state.selectedId,
        };
      }
      return { ...state, queue, threads: withThread(state.threads, c.id, (t) => ({ ...t, conversation: c })) };
    }
    case "thread": {
      const id = frame.thread.conversation.id;
      const threads = [...state.threads.filter((t) => t.conversation.id !== id), frame.thread];
      return { queue: state.queue.filter((q) => q.id !== id), threads, selectedId: id };
    }
    case "message":
      return {
        ...state,
        threads: withThread(state.threads, frame.message.conversationId, (t) =>
          t.messages.some((m) => m.id === frame.message.id) ? t : { ...t, messages: [...t.messages, frame.message] },
        ),
      };
    case "read":
      return {
        ...state,
        threads: withThread(state.threads, frame.conversationId, (t) => ({
          ...t,
          conversation: {
            ...t.conversation,
            ...(frame.by === "agent" ? { agentReadUpTo: frame.upTo } : { learnerReadUpTo: frame.upTo }),
          },
        })),
      };
    default:
      return state;
  }
}

const unreadOf = (t: ChatThread) =>
  t.messages.filter((m) => m.from === "learner" && m.id > t.conversation.agentReadUpTo).length;

/** /service/agent 客服工作台: staff accounts take waiting conversations, answer and close them, and see left messages. */
export default function AgentConsoleScreen() {
  const api = useApi();
  const toast = useToast();
  const [state, setState] = useState<ConsoleState>({ queue: [], threads: [], selectedId: null });
  const [typing, setTyping] = useState<{ id: number; until: number } | null>(null);
  const [draft, setDraft] = useState("");
  const [sendError, setSendError] = useState<string | null>(null);
  const [lastTypingSent, setLastTypingSent] = useState(0);
  const [ticketPage, setTicketPage] = useState(1);
  const [ticketsVersion, setTicketsVersion] = useState(0);

  const { view, send } = useChatSocket("agent", (frame) => {
    setState((current) => nextState(current, frame));
    if (frame.type === "typing" && frame.from === "learner")
      setTyping({ id: frame.conversationId, until: Date.now() + TYPING_SHOWN_MS });
    if (frame.type === "message" && frame.message.from === "learner") setTyping(null);
    if (frame.type === "error") setSendError(frame.msg);
  });

  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTyping(null), Math.max(0, typing.until - Date.now()));
    return () => clearTimeout(timer);
  }, [typing]);

  const tickets = useApiQuery(
    (client) => client.supportTicketList({ page: ticketPage, pageSize: TICKET_PAGE_SIZE }),
    [ticketPage, ticketsVersion],
  );

  const selected = state.threads.find((t) => t.conversation.id === state.selectedId) ?? null;
  const lastLearner = selected?.messages.findLast((m) => m.from === "learner")?.id ?? 0;
  // the conversation on screen is read up to the learner's newest message
  useEffect(() => {
    if (!selected || lastLearner <= selected.conversation.agentReadUpTo || !view.connected) return;
    if (document.visibilityState === "visible") {
      send({ type: "read", conversationId: selected.conversation.id, upTo: lastLearner });
    }
  }, [selected, lastLearner, view.connected, send]);

  const thread: AgentThread | null = selected && {
    id: selected.conversation.id,
    learner: selected.conversation.learner,
    typing: typing?.id === selected.conversation.id && typing.until > Date.now(),
    messages: selected.messages.map((m) => ({
      id: m.id,
      from: m.from === "agent" ? "mine" : m.from === "learner" ? "theirs" : "system",
      text: m.text,
      time: chatClock(m.at),
      ...(m.from === "agent" ? { read: m.id <= selected.conversation.learnerReadUpTo } : {}),
    })),
  };

  const sendDraft = () => {
    const checked = checkChatText(draft);
    if (!checked.ok || !selected) return;
    setSendError(null);
    if (send({ type: "send", conversationId: selected.conversation.id, text: checked.text })) {
      setDraft("");
      // a message ends the learner's typing line, so the next keystroke announces typing again at once
      setLastTypingSent(0);
    } else setSendError(SUPPORT_CHAT_TEXT.connectionLost);
  };

  const handleTicket = async (id: number) => {
    try {
      const result = await api.supportTicketHandle({ id });
      if (result.success) setTicketsVersion((v) => v + 1);
      else toast.show({ type: "error", message: result.msg });
    } catch (error) {
      toast.show({ type: "error", message: failureMessage(error) });
    }
  };

  /** Resolves with the refusal to show beside the reply box, or null once the learner has it. */
  const answerTicket = async (id: number, answer: string): Promise<string | null> => {
    try {
      const result = await api.supportTicketAnswer({ id, answer });
      if (!result.success) return result.msg;
      toast.show({ type: "success", message: result.msg });
      setTicketsVersion((v) => v + 1);
      return null;
    } catch (error) {
      return failureMessage(error);
    }
  };

  const ticketPageData = tickets.status === "success" ? tickets.data : null;
  return (
    <PageColumn>
      <AgentConsole
        status={view.status}
        retryInMs={view.retryInMs}
        error={view.error}
        onRetry={view.retryNow}
        queue={state.queue.map((c) => ({
          id: c.id,
          learner: c.learner,
          preview: c.preview,
          since: chatClock(c.createdAt),
        }))}
        onClaim={(conversationId) => send({ type: "claim", conversationId })}
        conversations={state.threads.map((t) => ({
          id: t.conversation.id,
          learner: t.conversation.learner,
          unread: unreadOf(t),
        }))}
        selectedId={state.selectedId}
        onSelect={(selectedId) => {
          setState((current) => ({ ...current, selectedId }));
          setDraft("");
          setSendError(null);
        }}
        thread={thread}
        onCloseConversation={(conversationId) => send({ type: "close", conversationId })}
        draft={draft}
        onDraftChange={(text) => {
          setDraft(text);
          setSendError(null);
          if (selected && text !== "" && Date.now() - lastTypingSent > TYPING_SENT_EVERY_MS) {
            setLastTypingSent(Date.now());
            send({ type: "typing", conversationId: selected.conversation.id });
          }
        }}
        onSend={sendDraft}
        maxLength={SUPPORT_CHAT_LIMITS.maxMessageLength}
        sendError={sendError}
        tickets={(ticketPageData?.list ?? []).map((t) => ({
          id: t.id,
          learner: t.learner,
          contact: t.contact,
          content: t.content,
          createdAt: ticketTime(t.createdAt),
          handled: t.status === "handled",
          answer: t.answer,
        }))}
        onHandleTicket={(id) => void handleTicket(id)}
        onAnswerTicket={answerTicket}
        ticketFooter={
          ticketPageData && ticketPageData.total > TICKET_PAGE_SIZE ? (
            <Pagination
              total={ticketPageData.total}
              page={ticketPageData.page}
              pageSize={TICKET_PAGE_SIZE}
              onPageChange={setTicketPage}
            />
          ) : null
        }
      />
    </PageColumn>
  );
}
