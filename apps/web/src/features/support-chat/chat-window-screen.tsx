import type { ChatServerFrame, ChatThread } from "@taxlearn/api";
import { checkChatText, SUPPORT_CHAT_LIMITS } from "@taxlearn/core";
import { type ChatBubble, ChatWindow, PageColumn } from "@taxlearn/ui";
import { useEffect, useRef, useState } from "react";
import { chatClock } from "./chat-time";
import { SUPPORT_CHAT_TEXT } from "./support-chat.messages";
import { useChatSocket } from "./use-chat-socket";
import { useLeaveMessage } from "./use-leave-message";

/** How long a typing notice shows without a new one. */
const TYPING_SHOWN_MS = 3000;
/** The learner's own typing notices go out at most this often. */
const TYPING_SENT_EVERY_MS = 2000;

/** Applies one server frame to the learner's conversation. */
function nextThread(thread: ChatThread | null, frame: ChatServerFrame): ChatThread | null {
  switch (frame.type) {
    case "ready":
      return frame.role === "learner" ? frame.thread : thread;
    case "conversation":
      if (thread && thread.conversation.id === frame.conversation.id)
        return { ...thread, conversation: frame.conversation };
      return { conversation: frame.conversation, messages: [] };
    case "message":
      if (!thread || thread.conversation.id !== frame.message.conversationId) return thread;
      if (thread.messages.some((m) => m.id === frame.message.id)) return thread;
      return { ...thread, messages: [...thread.messages, frame.message] };
    case "read":
      if (!thread || thread.conversation.id !== frame.conversationId) return thread;
      return {
        ...thread,
        conversation: {
          ...thread.conversation,
          ...(frame.by === "agent" ? { agentReadUpTo: frame.upTo } : { learnerReadUpTo: frame.upTo }),
        },
      };
    default:
      return thread;
  }
}

/** /service/chat 在线客服: the learner's chat with the staff (opened in a new window from the side toolbar). */
export default function ChatWindowScreen() {
  const [thread, setThread] = useState<ChatThread | null>(null);
  const [typingUntil, setTypingUntil] = useState(0);
  const [draft, setDraft] = useState("");
  const [sendError, setSendError] = useState<string | null>(null);
  const lastTypingSent = useRef(0);
  const leaveMessage = useLeaveMessage();

  const { view, send } = useChatSocket("learner", (frame) => {
    setThread((current) => nextThread(current, frame));
    if (frame.type === "typing" && frame.from === "agent") setTypingUntil(Date.now() + TYPING_SHOWN_MS);
    if (frame.type === "message" && frame.message.from === "agent") setTypingUntil(0);
    if (frame.type === "error") setSendError(frame.msg);
  });

  // the typing line goes away by itself
  const typing = typingUntil > Date.now();
  useEffect(() => {
    if (!typing) return;
    const timer = setTimeout(() => setTypingUntil(0), typingUntil - Date.now());
    return () => clearTimeout(timer);
  }, [typing, typingUntil]);

  // what the learner sees is read: the newest message of the other side, once the window is in view
  const conversation = thread?.conversation;
  const lastOther = thread?.messages.findLast((m) => m.from !== "learner")?.id ?? 0;
  useEffect(() => {
    if (!conversation || lastOther <= conversation.learnerReadUpTo || !view.connected) return;
    const mark = () => {
      if (document.visibilityState === "visible") send({ type: "read", upTo: lastOther });
    };
    mark();
    document.addEventListener("visibilitychange", mark);
    return () => document.removeEventListener("visibilitychange", mark);
  }, [conversation, lastOther, view.connected, send]);

  const messages: ChatBubble[] = (thread?.messages ?? []).map((m) => ({
    id: m.id,
    from: m.from === "learner" ? "mine" : m.from === "agent" ? "theirs" : "system",
    text: m.text,
    time: chatClock(m.at),
    ...(m.from === "learner" ? { read: m.id <= (conversation?.agentReadUpTo ?? 0) } : {}),
  }));

  const inConversation = conversation !== undefined && conversation.status !== "closed";
  const offline = view.status === "offline" && !inConversation;

  const sendDraft = () => {
    const checked = checkChatText(draft);
    if (!checked.ok) return;
    setSendError(null);
    if (send({ type: "send", text: checked.text })) {
      setDraft("");
      // a message ends the other side's typing line, so the next keystroke announces typing again at once
      lastTypingSent.current = 0;
    } else setSendError(SUPPORT_CHAT_TEXT.connectionLost);
  };
  const changeDraft = (text: string) => {
    setDraft(text);
    setSendError(null);
    if (text !== "" && Date.now() - lastTypingSent.current > TYPING_SENT_EVERY_MS) {
      lastTypingSent.current = Date.now();
      send({ type: "typing" });
    }
  };

  return (
    <PageColumn>
      <ChatWindow
        status={view.status}
        retryInMs={view.retryInMs}
        error={view.error}
        onRetry={view.retryNow}
        agentName={conversation?.status === "active" ? conversation.agent : null}
        waiting={conversation?.status === "waiting"}
        messages={messages}
        typing={typing}
        draft={draft}
        onDraftChange={changeDraft}
        onSend={sendDraft}
        maxLength={SUPPORT_CHAT_LIMITS.maxMessageLength}
        sendError={sendError}
        offline={offline ? leaveMessage : null}
      />
    </PageColumn>
  );
}
