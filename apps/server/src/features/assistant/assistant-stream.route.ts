import { TRAG_STREAM_PATH, tragQuestionResult } from "@taxlearn/api";
import { Schema } from "effect";
import type { Hono } from "hono";
import { streamSSE } from "hono/streaming";
import { resolveSession } from "../../auth/sessions";
import { envelopeJson, sendJsonText } from "../../http/envelope";
import { type AppEnv, describeDecodeError, readToken } from "../../http/mount-contracts";
import { collectRequestInput } from "../../http/request-input";
import { firstUnstorableField } from "../../http/storable-text";
import { SERVER_MESSAGES } from "../../messages";
import type { ServerContext } from "../../server-context";
import { askQuestion } from "./ask-question";

const decodeRequest = Schema.decodeUnknownEither(tragQuestionResult.request);

/**
 * POST TRAG_STREAM_PATH: tragQuestionResult answered as server-sent events (`token`, then `done` with the stored
 * turn, or `error` with { status, msg }). What is refused before answering (not logged in, bad input) is the
 * usual JSON envelope, so the page's client treats a 401 as everywhere else.
 */
export function mountAssistantStreamRoute(app: Hono<AppEnv>, server: ServerContext): void {
  const sessionOf = resolveSession(server);
  app.post(TRAG_STREAM_PATH, async (c) => {
    const token = readToken(c);
    const session = token ? await sessionOf(token) : null;
    if (!session) {
      return sendJsonText(
        c,
        envelopeJson(401, token ? SERVER_MESSAGES.tokenInvalid : SERVER_MESSAGES.notLoggedIn, null),
      );
    }
    const input = await collectRequestInput(c);
    if (!input.ok) return sendJsonText(c, envelopeJson(400, SERVER_MESSAGES.invalidForm, null), 400);
    const unstorable = firstUnstorableField(input.value);
    if (unstorable !== null)
      return sendJsonText(c, envelopeJson(400, SERVER_MESSAGES.invalidField(unstorable), null), 400);
    const decoded = decodeRequest(input.value);
    if (decoded._tag === "Left")
      return sendJsonText(c, envelopeJson(400, describeDecodeError(decoded.left), null), 400);
    const { sessionId, question } = decoded.right;
    return streamSSE(c, async (stream) => {
      const result = await askQuestion(server, session.userId, sessionId, question, (piece) => {
        void stream.writeSSE({ event: "token", data: JSON.stringify(piece) });
      });
      if (result.ok) await stream.writeSSE({ event: "done", data: JSON.stringify(result.data) });
      else await stream.writeSSE({ event: "error", data: JSON.stringify({ status: result.status, msg: result.msg }) });
    });
  });
}
