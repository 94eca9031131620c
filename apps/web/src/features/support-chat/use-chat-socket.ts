import { ChatServerFrame, SUPPORT_CHAT_WS_PATH } from "@taxlearn/api";
import { Schema } from "effect";
import { useApi } from "../../lib/api/app-services";
import { usePassSocket } from "../../lib/socket/use-pass-socket";

const decodeFrame = Schema.decodeUnknownEither(Schema.parseJson(ChatServerFrame));

/** Close codes after which a new connection cannot help (chat-socket.ts on the server): no staff role, too many windows. */
const FINAL_CLOSE_CODES = new Set([4003, 4008]);

/**
 * The customer-service chat socket: the pass names the role (learner or agent), every server frame goes to
 * `onFrame`; drops reconnect with the machine's back-off, and the server sends the history again on each `ready`.
 */
export function useChatSocket(role: "learner" | "agent", onFrame: (frame: ChatServerFrame) => void) {
  const api = useApi();
  return usePassSocket<ChatServerFrame>({
    path: SUPPORT_CHAT_WS_PATH,
    fetchPass: () => api.supportChatPass({ role }),
    // 401 is handled by the client (back to /login); 403: not staff — retrying cannot help
    retryAfterRefusal: (status) => status !== 403,
    authFrame: (pass) => ({ type: "auth", pass }),
    decodeFrame,
    readyOnline: (frame) => (frame.type === "ready" ? frame.online : null),
    finalCloseCodes: FINAL_CLOSE_CODES,
    onFrame,
  });
}
