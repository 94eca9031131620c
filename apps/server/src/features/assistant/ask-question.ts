import { randomUUID } from "node:crypto";
import { ASSISTANT_QUESTION_MAX, type AssistantTurnData } from "@taxlearn/api";
import type { StoredCitation } from "../../db/schema";
import { fail, type Outcome, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { type ComposedAnswer, composeExtractive, refused } from "./answer-composer";
import { ASSISTANT_MESSAGES } from "./assistant.messages";
import * as repo from "./assistant.repo";
import { retrieve } from "./assistant-retriever";
import { composeWithLlm } from "./llm-answer";
import { isFinanceQuestion, isInstructionAttempt } from "./question-analysis";

/** Per learner: at most this many questions in the window (a question being answered counts). */
export const ASSISTANT_RATE = { windowMs: 60_000, perWindow: 6 } as const;
export const SESSION_TITLE_LENGTH = 24;

/** The answer of a question without storing anything: refusal, or retrieval then the composer. */
export async function answerQuestion(
  server: ServerContext,
  question: string,
  onToken: (token: string) => void,
): Promise<ComposedAnswer> {
  if (isInstructionAttempt(question)) return refused(ASSISTANT_MESSAGES.refusedInstructions);
  if (!isFinanceQuestion(question)) return refused(ASSISTANT_MESSAGES.refusedOffTopic);
  const { sources, terms } = await retrieve(server.db, question);
  const llm = server.assistant.llm;
  if (llm) {
    const extractive = composeExtractive(sources, terms);
    // the model only writes over sources that cover the question; otherwise the honest "not covered" stands
    if (extractive.outcome !== "answered") return extractive;
    return composeWithLlm(llm, question, sources, onToken);
  }
  const answer = composeExtractive(sources, terms);
  // the offline answer streams too, a line at a time, so the page behaves the same with either composer
  for (const line of answer.answer.split(/(?<=\n)/)) onToken(line);
  return answer;
}

type AskResult = Outcome<AssistantTurnData>;

/**
 * Asks a question in one of the learner's sessions: checks and reserves (one short transaction, the rate limit
 * counting the pending row), answers outside any transaction, then stores the answer. A failed answer removes
 * the reservation and is 503 AI服务异常，请稍后再试.
 */
export async function askQuestion(
  server: ServerContext,
  userId: number,
  sessionId: string,
  question: string,
  onToken: (token: string) => void = () => {},
): Promise<AskResult> {
  const length = [...question].length;
  if (length === 0) return fail(400, ASSISTANT_MESSAGES.questionEmpty);
  if (length > ASSISTANT_QUESTION_MAX) return fail(400, ASSISTANT_MESSAGES.questionTooLong);
  const now = server.clock();
  const reserved = await server.db.transaction(async (tx) => {
    await repo.lockLearner(tx, userId);
    const session = await repo.findSessionOf(tx, userId, sessionId);
    if (!session) return fail(404, ASSISTANT_MESSAGES.sessionNotFound);
    const recent = await repo.recentQuestions(tx, userId, new Date(now.getTime() - ASSISTANT_RATE.windowMs));
    if (recent.total >= ASSISTANT_RATE.perWindow) {
      const freeAt = (recent.oldest?.getTime() ?? now.getTime()) + ASSISTANT_RATE.windowMs;
      const seconds = Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
      return fail(429, ASSISTANT_MESSAGES.tooMany(seconds), seconds);
    }
    const turnId = await repo.insertPendingTurn(tx, { sessionId, userId, question, at: now });
    const untitled = session.title === ASSISTANT_MESSAGES.newSessionTitle;
    await repo.touchSession(
      tx,
      sessionId,
      now,
      untitled ? [...question].slice(0, SESSION_TITLE_LENGTH).join("") : null,
    );
    return ok(turnId);
  });
  if (!reserved.ok) return reserved;
  const turnId = reserved.data;
  let answer: ComposedAnswer;
  try {
    answer = await answerQuestion(server, question, onToken);
  } catch (error) {
    server.log.error("assistant answer failed", { error: String(error) });
    await repo.deleteTurn(server.db, turnId);
    return fail(503, ASSISTANT_MESSAGES.serviceDown);
  }
  const citations = answer.citations.map((c) => ({ ...c })) as StoredCitation[];
  await repo.completeTurn(server.db, turnId, { answer: answer.answer, outcome: answer.outcome, citations });
  return ok({
    id: turnId,
    question,
    answer: answer.answer,
    outcome: answer.outcome,
    citations: answer.citations,
    createdAt: now.toISOString(),
  });
}

export const newSessionId = (): string => randomUUID();
