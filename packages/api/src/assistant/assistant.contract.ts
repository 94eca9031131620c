import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { EmptyRequest } from "../contract/params";

// spec §2 /ai, §7 POST /api/client/trag/*, §8 'AI服务异常，请稍后再试'. Payload fields beyond the names are ours.

/** A question is 1–300 characters after trimming (counted as a reader counts them). */
export const ASSISTANT_QUESTION_MAX = 300;

/** Why a cited source does not state today's law (a current source has none). */
export const ASSISTANT_SOURCE_STANDINGS = ["repealed", "pending", "interpretsRepealed"] as const;
export type AssistantSourceStanding = (typeof ASSISTANT_SOURCE_STANDINGS)[number];

/** Where an answer's sentence came from: a policy, a case, or a lecture at a second of its video. */
export const AssistantCitationData = Schema.Struct({
  /** The marker [n] in the answer text. */
  n: Schema.Int,
  kind: Schema.Literal("policy", "case", "lecture"),
  /** The article's id, or the course's id for a lecture. */
  refId: Schema.Int,
  title: Schema.String,
  /** The site's own page: /policy/details?id=, /casebook/details?id=, /course/details?id=&lecture=&t=. */
  href: Schema.String,
  /** The second of the lecture video the passage is spoken at; null for articles. */
  seconds: Schema.NullOr(Schema.Int),
  /**
   * Set when the source does not state today's law: repealed (已废止), not yet in force (尚未生效), or an
   * interpretation of a repealed document; absent for current sources (and in answers stored before it existed).
   */
  standing: Schema.optional(Schema.Literal(...ASSISTANT_SOURCE_STANDINGS)),
});
export type AssistantCitationData = typeof AssistantCitationData.Type;

/** answered: cites its sources; uncovered: the sources say nothing on it; refused: outside tax and finance. */
export const ASSISTANT_OUTCOMES = ["answered", "uncovered", "refused"] as const;
export type AssistantOutcome = (typeof ASSISTANT_OUTCOMES)[number];

export const AssistantTurnData = Schema.Struct({
  id: Schema.Int,
  question: Schema.String,
  answer: Schema.String,
  outcome: Schema.Literal(...ASSISTANT_OUTCOMES),
  citations: Schema.Array(AssistantCitationData),
  createdAt: Schema.String,
});
export type AssistantTurnData = typeof AssistantTurnData.Type;

export const TragSessionData = Schema.Struct({
  sessionId: Schema.String,
  title: Schema.String,
  updatedAt: Schema.String,
});
export type TragSessionData = typeof TragSessionData.Type;

export const AssistantSessionDetailData = Schema.Struct({
  sessionId: Schema.String,
  title: Schema.String,
  turns: Schema.Array(AssistantTurnData),
});
export type AssistantSessionDetailData = typeof AssistantSessionDetailData.Type;

/** A session id as the server issues it (a UUID); anything else is refused before a query runs. */
export const SessionIdParam = Schema.Trim.pipe(
  Schema.pattern(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, {
    message: () => "must be a session id",
  }),
);

/** The question text: trimmed, not empty; its upper bound is checked by the server with a Chinese message. */
export const AssistantQuestionParam = Schema.Trim.pipe(Schema.minLength(1), Schema.maxLength(4000));

export const AiServiceCheckData = Schema.Struct({
  available: Schema.Boolean,
  /** "extractive": answers composed from the sources' own sentences; "llm": a configured language model writes them. */
  mode: Schema.Literal("extractive", "llm"),
});
export type AiServiceCheckData = typeof AiServiceCheckData.Type;

export const aiServiceCheck = defineContract({
  name: "aiServiceCheck",
  method: "GET",
  path: "/api/ai/check",
  request: EmptyRequest,
  data: AiServiceCheckData,
  auth: "required",
  summary: "The AI-service check before entering /ai (503 → AI服务异常，请稍后再试).",
});

export const tragRegister = defineContract({
  name: "tragRegister",
  method: "POST",
  path: "/api/client/trag/registerTrag",
  request: EmptyRequest,
  data: Schema.Struct({ sessionId: Schema.String }),
  auth: "required",
  summary: "Opens a new assistant conversation of the learner.",
});
export const tragSessions = defineContract({
  name: "tragSessions",
  method: "POST",
  path: "/api/client/trag/getSessionsList",
  request: EmptyRequest,
  data: Schema.Array(TragSessionData),
  auth: "required",
  summary: "The learner's conversations, latest first.",
});
export const tragSessionDetail = defineContract({
  name: "tragSessionDetail",
  method: "POST",
  path: "/api/client/trag/getSessionDetail",
  request: Schema.Struct({ sessionId: SessionIdParam }),
  data: AssistantSessionDetailData,
  auth: "required",
  summary: "One conversation of the learner with its questions and cited answers (404 for another's).",
});
export const tragQuestionResult = defineContract({
  name: "tragQuestionResult",
  method: "POST",
  path: "/api/client/trag/getQuestionResult",
  request: Schema.Struct({ sessionId: SessionIdParam, question: AssistantQuestionParam }),
  data: AssistantTurnData,
  auth: "required",
  summary:
    "Asks a question in a conversation; the answer cites the site's policies, cases and lectures (stream: TRAG_STREAM_PATH).",
});
export const tragDeleteSession = defineContract({
  name: "tragDeleteSession",
  method: "POST",
  path: "/api/client/trag/deleteSession",
  request: Schema.Struct({ sessionId: SessionIdParam }),
  data: Schema.Null,
  auth: "required",
  summary: "Deletes one of the learner's conversations.",
});

/**
 * The same question as tragQuestionResult, answered as server-sent events: `token` (data: a piece of the answer
 * text), then `done` (data: the stored AssistantTurnData as JSON), or `error` (data: { status, msg }).
 */
export const TRAG_STREAM_PATH = "/api/client/trag/streamQuestionResult";

export const assistantContracts = {
  aiServiceCheck,
  tragRegister,
  tragSessions,
  tragSessionDetail,
  tragQuestionResult,
  tragDeleteSession,
} as const;
