import type { ApiResult } from "@taxlearn/api";
import { connectSupportChat, supportChatMachine } from "@taxlearn/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { Either } from "effect";
import { useCallback, useEffect, useRef } from "react";
import { failureMessage } from "../api/failure-message";

/** What one pass-authenticated socket (customer-service chat, live chat) differs in. */
export interface PassSocketSpec<Frame extends { readonly type: string }> {
  /** The socket's path on this host (ws: or wss: follows the page). */
  path: string;
  /** A pass from an authenticated POST: the token never goes into the socket's URL. */
  fetchPass: () => Promise<ApiResult<{ pass: string }>>;
  /** Whether asking again can help after the server refused a pass with this status. */
  retryAfterRefusal: (status: number) => boolean;
  /** The first frame, carrying the pass. */
  authFrame: (pass: string) => unknown;
  decodeFrame: (raw: string) => Either.Either<Frame, unknown>;
  /** For a `ready` frame: whether the other side is online; null for every other frame. */
  readyOnline: (frame: Frame) => boolean | null;
  /** Close codes after which a new connection cannot help (too many windows, no such room, no role). */
  finalCloseCodes: ReadonlySet<number>;
  onFrame: (frame: Frame) => void;
}

/**
 * One socket driven by the supportChat machine's connection states and back-off: pass first, then every decoded
 * server frame handed to `onFrame`; the last `error` frame explains a close. The socket goes with the component.
 */
export function usePassSocket<Frame extends { readonly type: string }>(spec: PassSocketSpec<Frame>) {
  const socket = useRef<WebSocket | null>(null);
  const specRef = useRef(spec);
  specRef.current = spec;

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
    const current = specRef.current;
    let pass: string;
    try {
      const result = await current.fetchPass();
      if (!result.success) {
        actor.send({ type: "SOCKET.CLOSED", retry: current.retryAfterRefusal(result.status), error: result.msg });
        return;
      }
      pass = result.data.pass;
    } catch (error) {
      actor.send({ type: "SOCKET.CLOSED", retry: true, error: failureMessage(error) });
      return;
    }
    const { protocol, host } = window.location;
    const ws = new WebSocket(`${protocol === "https:" ? "wss:" : "ws:"}//${host}${current.path}`);
    socket.current = ws;
    let lastError: string | undefined;
    ws.onopen = () => ws.send(JSON.stringify(current.authFrame(pass)));
    ws.onmessage = (message) => {
      if (socket.current !== ws) return;
      const decoded = specRef.current.decodeFrame(String(message.data));
      if (Either.isLeft(decoded)) return;
      const frame = decoded.right;
      if (frame.type === "error" && "msg" in frame && typeof frame.msg === "string") lastError = frame.msg;
      const online = specRef.current.readyOnline(frame);
      if (online !== null) actor.send({ type: "SOCKET.READY", online });
      specRef.current.onFrame(frame);
    };
    ws.onclose = (event) => {
      if (socket.current !== ws) return;
      socket.current = null;
      actor.send({ type: "SOCKET.CLOSED", retry: !current.finalCloseCodes.has(event.code), error: lastError });
    };
  }

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
