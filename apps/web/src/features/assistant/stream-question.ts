import { AssistantTurnData, TRAG_STREAM_PATH } from "@taxlearn/api";
import { MESSAGES } from "@taxlearn/core";
import { Schema } from "effect";

export type StreamOutcome =
  | { readonly ok: true; readonly turn: AssistantTurnData }
  | { readonly ok: false; readonly status: number; readonly msg: string };

const decodeTurn = Schema.decodeUnknownEither(AssistantTurnData);

/** Splits server-sent events text into { event, data } records; returns them and the unfinished rest. */
export function parseEvents(buffer: string): { events: { event: string; data: string }[]; rest: string } {
  const events: { event: string; data: string }[] = [];
  const blocks = buffer.split(/\r?\n\r?\n/);
  const rest = blocks.pop() ?? "";
  for (const block of blocks) {
    let event = "message";
    const data: string[] = [];
    for (const line of block.split(/\r?\n/)) {
      if (line.startsWith("event:")) event = line.slice(6).trim();
      else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
    }
    if (data.length > 0) events.push({ event, data: data.join("\n") });
  }
  return { events, rest };
}

/**
 * Asks through the streaming route (POST TRAG_STREAM_PATH): each `token` event goes to `onToken`, `done` carries
 * the stored turn. A refusal before the stream (401, bad input) comes as the usual envelope.
 */
export async function streamQuestion(options: {
  token: string | null;
  sessionId: string;
  question: string;
  onToken: (piece: string) => void;
  fetch?: typeof fetch;
}): Promise<StreamOutcome> {
  const doFetch = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(TRAG_STREAM_PATH, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded;charset=UTF-8",
        platform: "web",
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      },
      body: new URLSearchParams({ sessionId: options.sessionId, question: options.question }).toString(),
      credentials: "include",
    });
  } catch {
    return { ok: false, status: 0, msg: MESSAGES.requestFailed };
  }
  if (!(response.headers.get("content-type") ?? "").includes("text/event-stream") || !response.body) {
    try {
      const body = (await response.json()) as { status?: number; msg?: string };
      return { ok: false, status: body.status ?? response.status, msg: body.msg ?? MESSAGES.requestFailed };
    } catch {
      return { ok: false, status: response.status, msg: MESSAGES.requestFailed };
    }
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const parsed = parseEvents(buffer);
      buffer = parsed.rest;
      for (const { event, data } of parsed.events) {
        if (event === "token") options.onToken(JSON.parse(data) as string);
        if (event === "error") {
          const failure = JSON.parse(data) as { status: number; msg: string };
          return { ok: false, status: failure.status, msg: failure.msg };
        }
        if (event === "done") {
          const decoded = decodeTurn(JSON.parse(data));
          if (decoded._tag === "Right") return { ok: true, turn: decoded.right };
        }
      }
    }
  } catch {
    return { ok: false, status: 0, msg: MESSAGES.requestFailed };
  }
  return { ok: false, status: 0, msg: MESSAGES.requestFailed };
}
