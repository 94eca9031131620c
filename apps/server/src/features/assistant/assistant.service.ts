import type { AssistantOutcome, assistantContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { holdsArticles } from "../search/database-search-index.repo";
import { askQuestion, newSessionId } from "./ask-question";
import { ASSISTANT_MESSAGES } from "./assistant.messages";
import * as repo from "./assistant.repo";

/** Conversations a learner keeps at most (the list shows them all); more are refused until some are deleted. */
export const MAX_SESSIONS = 100;

export function assistantHandlers(server: ServerContext): HandlersFor<typeof assistantContracts> {
  const { db } = server;
  return {
    async aiServiceCheck() {
      // the assistant answers from the search index: without documents in it there is nothing to answer from
      if (!(await holdsArticles(db))) return fail(503, ASSISTANT_MESSAGES.serviceDown);
      return ok({ available: true, mode: server.assistant.llm ? ("llm" as const) : ("extractive" as const) });
    },

    async tragRegister(_input, request) {
      const userId = request.session.userId;
      const id = newSessionId();
      return db.transaction(async (tx) => {
        await repo.lockLearner(tx, userId);
        if ((await repo.countSessions(tx, userId)) >= MAX_SESSIONS)
          return fail(409, ASSISTANT_MESSAGES.tooManySessions);
        await repo.insertSession(tx, { id, userId, title: ASSISTANT_MESSAGES.newSessionTitle, at: server.clock() });
        return ok({ sessionId: id });
      });
    },

    async tragSessions(_input, request) {
      const rows = await repo.listSessions(db, request.session.userId, MAX_SESSIONS);
      return ok(rows.map((r) => ({ sessionId: r.id, title: r.title, updatedAt: r.updatedAt.toISOString() })));
    },

    async tragSessionDetail(input, request) {
      const session = await repo.findSessionOf(db, request.session.userId, input.sessionId);
      if (!session) return fail(404, ASSISTANT_MESSAGES.sessionNotFound);
      const turns = await repo.turnsOf(db, session.id);
      return ok({
        sessionId: session.id,
        title: session.title,
        turns: turns.map((t) => ({
          id: t.id,
          question: t.question,
          answer: t.answer,
          outcome: t.outcome as AssistantOutcome,
          citations: t.citations,
          createdAt: t.createdAt.toISOString(),
        })),
      });
    },

    async tragQuestionResult(input, request) {
      return askQuestion(server, request.session.userId, input.sessionId, input.question);
    },

    async tragDeleteSession(input, request) {
      const deleted = await repo.deleteSessionOf(db, request.session.userId, input.sessionId);
      if (!deleted) return fail(404, ASSISTANT_MESSAGES.sessionNotFound);
      return ok(null, ASSISTANT_MESSAGES.deleted);
    },
  };
}
