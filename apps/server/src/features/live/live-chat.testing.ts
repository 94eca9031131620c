import { LIVE_CHAT_WS_PATH, type LiveChatServerFrame } from "@taxlearn/api";
import { FrameSocket, listenWithSocket, openWebSocket } from "../../testing/frame-socket";
import { call, type TestServer } from "../../testing/test-server";
import { attachLiveChat } from "./live-chat-socket";

/** A test server listening on a free port with the live chat socket attached. */
export const listenLiveChat = (t: TestServer) =>
  listenWithSocket(t, (http, server) => attachLiveChat(http, server), LIVE_CHAT_WS_PATH);

/** A live-chat socket that records every frame and waits for the one a test expects. */
export class LiveChatClient extends FrameSocket<LiveChatServerFrame> {
  static async open(url: string, headers: Record<string, string> = {}): Promise<LiveChatClient> {
    return new LiveChatClient(await openWebSocket(url, headers));
  }

  /** Opens a socket into session `liveId` with a fresh pass of this token; resolves with the `ready` frame. */
  static async join(t: TestServer, url: string, token: string, liveId: number) {
    const { body } = await call<{ pass: string }>(t.app, "POST", "/api/live/chat/pass", {
      token,
      form: { id: String(liveId) },
    });
    if (body.status !== 200) throw new Error(body.msg);
    const client = await LiveChatClient.open(url);
    client.send({ type: "auth", pass: body.data.pass, liveId });
    const ready = await client.next((f) => f.type === "ready");
    if (ready.type !== "ready") throw new Error("not ready");
    return { client, ready };
  }

  /** The next `error` frame's text. */
  async error(): Promise<string> {
    const f = await this.next((x) => x.type === "error");
    return f.type === "error" ? f.msg : "";
  }
}
