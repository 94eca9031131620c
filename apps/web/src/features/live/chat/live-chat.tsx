import type { LiveChatMessage } from "@taxlearn/api";
import { loginRedirectPath } from "@taxlearn/core";
import { type LiveChatLine, LiveChatPanel } from "@taxlearn/ui";
import { useEffect, useRef, useState } from "react";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { useCurrentFullPath, useSession } from "../../../lib/session/session-provider";
import { chatClock } from "./chat-clock";
import { useLiveChat } from "./use-live-chat";

export interface LiveChatProps {
  liveId: number;
  /** The lecturer's studio adds 禁言 / 解除禁言 (the server decides: only the session's lecturer and staff may). */
  viewerRole: "learner" | "lecturer";
}

const toLine = (message: LiveChatMessage, me: number | null): LiveChatLine => ({
  id: message.id,
  userId: message.userId,
  name: message.name,
  text: message.text,
  time: chatClock(message.at),
  lecturer: message.lecturer,
  mine: message.userId === me,
});

/**
 * A live session's chat, self-contained: mount it beside the player (/liveDetail) or in the studio (/live/studio).
 * Without a login it shows the link 登录后参与聊天 to /login?redirect=<this page>; with one it opens the session's
 * chat socket (a new one when the session changes).
 */
export function LiveChat({ liveId, viewerRole }: LiveChatProps) {
  const { view } = useSession();
  const current = useCurrentFullPath();
  const onNavigate = useNavigateHandler();
  if (!view.loggedIn) {
    return (
      <LiveChatPanel
        login={{ href: loginRedirectPath(current), onNavigate }}
        status="open"
        phase="open"
        messages={[]}
        draft=""
        onDraftChange={() => {}}
        onSend={() => {}}
        maxLength={0}
      />
    );
  }
  return <ConnectedLiveChat key={liveId} liveId={liveId} viewerRole={viewerRole} />;
}

function ConnectedLiveChat({ liveId, viewerRole }: LiveChatProps) {
  const chat = useLiveChat(liveId);
  const [draft, setDraft] = useState("");
  const { state, connection } = chat;
  // the draft stays until the server takes the message, so a refused one (rate limit, ended) is not lost
  const pending = useRef<string | null>(null);
  const last = state.messages.at(-1);
  useEffect(() => {
    if (last && last.userId === state.userId && pending.current !== null && last.text === pending.current.trim()) {
      pending.current = null;
      setDraft("");
    }
  }, [last, state.userId]);
  // the studio shows the moderation actions when the server agrees this account may moderate
  const moderates = viewerRole === "lecturer" && state.role !== null && state.role !== "learner";
  return (
    <LiveChatPanel
      status={connection.status === "offline" ? "open" : connection.status}
      retryInMs={connection.retryInMs}
      error={connection.error}
      onRetry={connection.retryNow}
      phase={state.phase}
      messages={state.messages.map((m) => toLine(m, state.userId))}
      muted={state.muted}
      draft={draft}
      onDraftChange={setDraft}
      onSend={() => {
        if (chat.sendText(draft)) pending.current = draft;
      }}
      maxLength={chat.maxLength}
      sendError={state.sendError}
      moderation={moderates ? { mutedUserIds: state.mutedUserIds, onMute: chat.mute, onUnmute: chat.unmute } : null}
    />
  );
}
