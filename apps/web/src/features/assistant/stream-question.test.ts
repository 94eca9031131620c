import { describe, expect, it } from "vitest";
import { parseEvents, streamQuestion } from "./stream-question";

const turn = {
  id: 7,
  question: "出口退税的申报期限是什么？",
  answer: "根据本站资料：\n1. 次年4月30日前[1]",
  outcome: "answered",
  citations: [{ n: 1, kind: "policy", refId: 2801, title: "公告", href: "/policy/details?id=2801", seconds: null }],
  createdAt: "2026-11-20T02:00:00.000Z",
};

const sse = (chunks: string[]) =>
  (async () =>
    new Response(
      new ReadableStream({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
          controller.close();
        },
      }),
      { headers: { "content-type": "text/event-stream" } },
    )) as unknown as typeof fetch;

describe("streamQuestion", () => {
  it("parses events split across chunks", () => {
    expect(parseEvents('event: token\ndata: "a"\n\nevent: tok')).toEqual({
      events: [{ event: "token", data: '"a"' }],
      rest: "event: tok",
    });
  });

  it("hands each token over and resolves with the stored turn", async () => {
    const tokens: string[] = [];
    const all = `event: token\ndata: ${JSON.stringify("根据本站资料：\n")}\n\nevent: token\ndata: ${JSON.stringify("1. 次年4月30日前[1]")}\n\nevent: done\ndata: ${JSON.stringify(turn)}\n\n`;
    const outcome = await streamQuestion({
      token: "t",
      sessionId: "s",
      question: "q",
      onToken: (t) => tokens.push(t),
      fetch: sse([all.slice(0, 17), all.slice(17, 60), all.slice(60)]),
    });
    expect(tokens.join("")).toBe(turn.answer);
    expect(outcome).toEqual({ ok: true, turn });
  });

  it("reports an error event, an envelope refusal and a network failure", async () => {
    const error = await streamQuestion({
      token: "t",
      sessionId: "s",
      question: "q",
      onToken: () => {},
      fetch: sse([`event: error\ndata: ${JSON.stringify({ status: 429, msg: "提问过于频繁，请30秒后再试" })}\n\n`]),
    });
    expect(error).toEqual({ ok: false, status: 429, msg: "提问过于频繁，请30秒后再试" });
    const envelope = await streamQuestion({
      token: null,
      sessionId: "s",
      question: "q",
      onToken: () => {},
      fetch: (async () =>
        Response.json({ status: 401, success: false, msg: "请先登录", data: null })) as unknown as typeof fetch,
    });
    expect(envelope).toEqual({ ok: false, status: 401, msg: "请先登录" });
    const offline = await streamQuestion({
      token: "t",
      sessionId: "s",
      question: "q",
      onToken: () => {},
      fetch: (async () => {
        throw new TypeError("Failed to fetch");
      }) as unknown as typeof fetch,
    });
    expect(offline).toEqual({ ok: false, status: 0, msg: "请求失败，请检查网络是否已连接" });
  });
});
