import { ChatServerFrame, SUPPORT_CHAT_WS_PATH } from "@taxlearn/api";
import { connectSupportChat, supportChatMachine } from "@taxlearn/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { Either, Schema } from "effect";
import { useCallback, useEffect, useRef } from "react";
import { useApi } from "../../lib/api/app-services";
import { failureMessage } from "../../lib/api/failure-message";

const decodeFrame = Schema.decodeUnknownEither(Schema.parseJson(ChatServerFrame));

/** Close codes after which a new connection cannot help (chat-socket.ts on the server): no staff role, too many windows. */
const FINAL_CLOSE_CODES = new Set([4003, 4008]);

const socketUrl = (): string =>
  `${window.location.protocol === "https:" ? "wss:" : "ws:"}//${window.location.host}${SUPPORT_CHAT_WS_PATH}`;

/**
 * One chat socket driven by the supportChat machine: a pass from an authenticated POST (the token never goes into
 * the socket's URL), the pass as the first frame, every server frame handed to `onFrame`; drops reconnect with the
 * machine's back-off, and the server sends the history again on each `ready`.
 */
export function useChatSocket(role: "learner" | "agent", onFrame: (frame: ChatServerFrame) => void) {
  const api = useApi();
  const socket = useRef<WebSocket | null>(null);
  const frameRef = useRef(onFrame);
  frameRef.current = onFrame;

  const actor = useActorRef(
    supportChatMachine.provide({
      actions: {
        openSocket: () => {
          void open();
        },
        closeSocket: () => {
          socket.current?.close(1000);
          socket.current = null;
        },
      },
    }),
  );

  async function open() {
    const previous = socket.current;
    socket.current = null;
    previous?.close(1000);
    let pass: string;
    try {
      const result = await api.supportChatPass({ role });
      if (!result.success) {
        // 401 is handled by the client (back to /login); 403: not staff — retrying cannot help
        actor.send({ type: "SOCKET.CLOSED", retry: result.status !== 403, error: result.msg });
        return;
      }
      pass = result.data.pass;
    } catch (error) {
      actor.send({ type: "SOCKET.CLOSED", retry: true, error: failureMessage(error) });
      return;
    }
    const ws = new WebSocket(socketUrl());
    socket.current = ws;
    let lastError: string | undefined;
    ws.onopen = () => ws.send(JSON.stringify({ type: "auth", pass }));
    ws.onmessage = (message) => {
      if (socket.current !== ws) return;
      const decoded = decodeFrame(String(message.data));
      if (Either.isLeft(decoded)) return;
      const frame = decoded.right;
      if (frame.type === "error") lastError = frame.msg;
      if (frame.type === "ready") actor.send({ type: "SOCKET.READY", online: frame.online });
      frameRef.current(frame);
    };
    ws.onclose = (event) => {
      if (socket.current !== ws) return;
      socket.current = null;
      actor.send({ type: "SOCKET.CLOSED", retry: !FINAL_CLOSE_CODES.has(event.code), error: lastError });
    };
  }

  // the socket goes with the page
  useEffect(
    () => () => {
      const ws = socket.current;
      socket.current = null;
      ws?.close(1000);
    },
    [],
  );

  const view = useSelector(actor, (snapshot) => connectSupportChat(snapshot, actor.send));
  const send = useCallback((frame: unknown): boolean => {
    const ws = socket.current;
    if (!ws || ws.readyState !== WebSocket.OPEN) return false;
    ws.send(JSON.stringify(frame));
    return true;
  }, []);
  return { view, send };
}
