import { randomUUID } from "node:crypto";
import { ASSISTANT_QUESTION_MAX, type AssistantTurnData } from "@taxlearn/api";
import type { StoredCitation } from "../../db/schema";
import { fail, type Outcome, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { COVERAGE_FLOOR, type ComposedAnswer, composeExtractive, coverageOf, refused } from "./answer-composer";
import { ASSISTANT_MESSAGES } from "./assistant.messages";
import * as repo from "./assistant.repo";
import { retrieve } from "./assistant-retriever";
import { inContext, lastInContext, readsAsFollowUp } from "./conversation";
import { composeWithLlm } from "./llm-answer";
import { contentTermsOf, isFinanceQuestion, isInstructionAttempt, sourceWordsFor } from "./question-analysis";
import { asksAboutOtherTimes, currentFirst, standingsOf } from "./source-validity";

/** Per learner: at most this many questions in the window (a question being answered counts). */
export const ASSISTANT_RATE = { windowMs: 60_000, perWindow: 6 } as const;
export const SESSION_TITLE_LENGTH = 24;

/** Earlier questions of a conversation a follow-up is read with (the subject rarely reaches further back). */
export const CONVERSATION_DEPTH = 4;
/** Sources retrieved before the current ones are put first; the answer cites from the first five. */
const RETRIEVED = 8;
const CITABLE = 5;

/**
 * The answer of a question without storing anything: refusal, or retrieval then the composer. `earlier` are the
 * conversation's previous questions, oldest first: a follow-up that names no subject is asked about theirs.
 */
export async function answerQuestion(
  server: ServerContext,
  question: string,
  onToken: (token: string) => void,
  earlier: readonly string[] = [],
): Promise<ComposedAnswer> {
  if (isInstructionAttempt(question)) return refused(ASSISTANT_MESSAGES.refusedInstructions);
  const asked = inContext(question, lastInContext(earlier.slice(-CONVERSATION_DEPTH)));
  const retrieval = await retrieve(server.db, asked.question, RETRIEVED, sourceWordsFor(asked.question));
  // a question is about tax when it says so or when the site's tax material covers it (视同销售、协定待遇 …)
  if (!isFinanceQuestion(asked.question) && coverageOf(retrieval.sources, retrieval.terms) < COVERAGE_FLOOR)
    return refused(ASSISTANT_MESSAGES.refusedOffTopic);
  // a subject was carried into a question that does not read as a follow-up: judged on its own words too, so
  // 帮我写一首诗 after a tax question is refused, while 什么时候提交申请？ (the site's material covers it) is not
  if (asked.carried !== null && !readsAsFollowUp(question) && !isFinanceQuestion(question)) {
    const own = await retrieve(server.db, question, RETRIEVED, sourceWordsFor(question));
    if (coverageOf(own.sources, own.terms) < COVERAGE_FLOOR) return refused(ASSISTANT_MESSAGES.refusedOffTopic);
  }
  const standings = await standingsOf(server.db, retrieval.sources, server.clock());
  // a question about today's law is answered from current documents first; one naming a document keeps the order
  const ordered = asksAboutOtherTimes(question) ? [...retrieval.sources] : currentFirst(retrieval.sources, standings);
  const sources = ordered.slice(0, CITABLE);
  // the retriever keeps a lecture that says the answer in its last place; so do the citable sources
  const lecture = ordered.find((s) => s.kind === "lecture");
  if (lecture && !sources.includes(lecture) && sources.length === CITABLE) sources[CITABLE - 1] = lecture;
  const { terms } = retrieval;
  // in a follow-up the learner's own words say what is new; the carried subject only finds the sources
  const focus = new Set(asked.carried === null ? [] : contentTermsOf(question));
  const context = { asked: asked.asked, standings, focus };
  const llm = server.assistant.llm;
  if (llm) {
    const extractive = composeExtractive(sources, terms, context);
    // the model only writes over sources that cover the question; otherwise the honest "not covered" stands
    if (extractive.outcome !== "answered") return extractive;
    return composeWithLlm(llm, question, sources, onToken, { earlier, standings });
  }
  const answer = composeExtractive(sources, terms, context);
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
    const earlier = (await repo.turnsOf(server.db, sessionId)).map((t) => t.question);
    answer = await answerQuestion(server, question, onToken, earlier);
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
