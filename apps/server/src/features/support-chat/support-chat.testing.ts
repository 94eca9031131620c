import { type ChatServerFrame, SUPPORT_CHAT_WS_PATH } from "@taxlearn/api";
import { FrameSocket, listenWithSocket, openWebSocket } from "../../testing/frame-socket";
import { call, type TestServer } from "../../testing/test-server";
import { attachSupportChat } from "./chat-socket";

/** The staff account the seed creates (README: Demo accounts). */
export const STAFF_PHONE = "13800000009";

/** A test server listening on a free port with the chat socket attached. */
export const listen = (t: TestServer) =>
  listenWithSocket(t, (http, server) => attachSupportChat(http, server), SUPPORT_CHAT_WS_PATH);

/** A chat socket that records every frame and waits for the one a test expects. */
export class ChatClient extends FrameSocket<ChatServerFrame> {
  static async open(url: string, headers: Record<string, string> = {}): Promise<ChatClient> {
    return new ChatClient(await openWebSocket(url, headers));
  }

  /** Opens a socket and authenticates with a fresh pass of this token; resolves with the `ready` frame. */
  static async connect(t: TestServer, url: string, token: string, role: "learner" | "agent" = "learner") {
    const { body } = await call<{ pass: string }>(t.app, "POST", "/api/service/chat/pass", { token, json: { role } });
    if (body.status !== 200) throw new Error(body.msg);
    const client = await ChatClient.open(url);
    client.send({ type: "auth", pass: body.data.pass });
    const ready = await client.next((f) => f.type === "ready");
    return { client, ready };
  }
}
