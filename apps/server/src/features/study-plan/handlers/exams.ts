import type { ExamPaperData, ExamResultData, studyPlanContracts } from "@taxlearn/api";
import {
  drawExamPaper,
  EXAM_LIMITS,
  normalizeAnswer,
  STUDY_PLAN_STATUS,
  scoreExam,
  submissionCheck,
} from "@taxlearn/core";
import { type Executor, lockForTransaction } from "../../../db/executor";
import type { HandlersFor } from "../../../http/mount-contracts";
import { fail, ok } from "../../../http/outcome";
import type { ServerContext } from "../../../server-context";
import { creditPassedStageExam } from "../../credits/stage-exam-credit";
import { STUDY_PLAN_MESSAGES } from "../study-plan.messages";
import * as repo from "../study-plan.repo";

type Handlers = HandlersFor<typeof studyPlanContracts>;

const stageTitle = (plan: repo.PlanRow, stage: number) =>
  STUDY_PLAN_MESSAGES.examTitle(stage, plan.stages.find((s) => s.stage === stage)?.title ?? "");

/** Questions in the paper's order. */
const paperQuestions = async (db: Executor, paper: repo.PaperRow) => {
  const rows = await repo.questionsByIds(db, paper.questionIds);
  const byId = new Map(rows.map((q) => [q.id, q]));
  return paper.questionIds.map((id) => byId.get(id)!).filter(Boolean);
};

/** A paper as the exam page gets it: the questions without answers or analysis. */
async function paperData(db: Executor, plan: repo.PlanRow, paper: repo.PaperRow, now: Date): Promise<ExamPaperData> {
  const questions = await paperQuestions(db, paper);
  return {
    id: paper.id,
    planId: paper.planId,
    stage: paper.stage,
    title: stageTitle(plan, paper.stage),
    timeLimitMinutes: Math.round((paper.deadlineAt.getTime() - paper.startedAt.getTime()) / 60_000),
    startedAt: paper.startedAt.toISOString(),
    deadlineAt: paper.deadlineAt.toISOString(),
    serverNow: now.toISOString(),
    submitted: paper.submittedAt !== null,
    questions: questions.map((q) => ({ id: q.id, kind: q.kind, stem: q.stem, options: q.options })),
  };
}

/** A submitted paper's score with every question's answer, 解析 and the lecture to review when wrong. */
async function resultData(db: Executor, plan: repo.PlanRow, paper: repo.PaperRow): Promise<ExamResultData> {
  const questions = await paperQuestions(db, paper);
  const given = paper.answers ?? {};
  const scored = scoreExam(questions, Object.fromEntries(Object.entries(given).map(([k, v]) => [Number(k), v])));
  const lectures = await repo.lectureTitles(
    db,
    questions.map((q) => q.fileId).filter((id): id is number => id !== null),
  );
  const review = (fileId: number | null) => {
    const l = fileId === null ? undefined : lectures.get(fileId);
    return l && fileId !== null ? { courseId: l.courseId, fileId, title: l.title, courseTitle: l.courseTitle } : null;
  };
  const items = questions.map((q, i) => ({
    id: q.id,
    kind: q.kind,
    stem: q.stem,
    options: q.options,
    given: scored.questions[i]!.given,
    answer: q.answer,
    correct: scored.questions[i]!.correct,
    analysis: q.analysis,
    review: review(q.fileId),
  }));
  const reviewLectures = [
    ...new Map(items.filter((q) => !q.correct && q.review).map((q) => [q.review!.fileId, q.review!] as const)).values(),
  ];
  return {
    paperId: paper.id,
    planId: paper.planId,
    stage: paper.stage,
    title: stageTitle(plan, paper.stage),
    score: paper.score ?? scored.score,
    correct: paper.correct ?? scored.correct,
    total: scored.total,
    passed: (paper.score ?? scored.score) >= EXAM_LIMITS.passScore,
    submittedAt: paper.submittedAt!.toISOString(),
    questions: items,
    reviewLectures,
  };
}

/** Parses the answers text against the paper: {"<question id>": "<letters>"}; a Chinese 400 message when wrong. */
function parseAnswers(text: string, questions: readonly repo.QuestionRow[]): Record<string, string> | string {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return STUDY_PLAN_MESSAGES.answersInvalid;
  }
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return STUDY_PLAN_MESSAGES.answersInvalid;
  const byId = new Map(questions.map((q) => [String(q.id), q]));
  const answers: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    const q = byId.get(key);
    if (!q) return STUDY_PLAN_MESSAGES.answerUnknownQuestion(key.slice(0, 12));
    if (typeof value !== "string") return STUDY_PLAN_MESSAGES.answerBadOption(q.id);
    const normalized = normalizeAnswer(q.kind, q.options.length, value.slice(0, 16));
    if (normalized === null) return STUDY_PLAN_MESSAGES.answerBadOption(q.id);
    answers[key] = normalized;
  }
  return answers;
}

/** generateExamPaper, getExamPaper, submitExamAnswer, getExamResult, getExamList: the token's user's papers only. */
export function examHandlers(server: ServerContext): Handlers {
  const { db } = server;
  const ownPaper = async (userId: number, paperId: number) => {
    const paper = await repo.findPaper(db, userId, paperId);
    const plan = paper ? await repo.findPlan(db, userId, paper.planId) : null;
    return paper && plan ? { paper, plan } : null;
  };
  return {
    async studyPlanGenerateExamPaper({ planId, stage }, { session }) {
      const userId = session.userId;
      const plan = await repo.findPlan(db, userId, planId);
      if (!plan) return fail(404, STUDY_PLAN_MESSAGES.planNotFound);
      if (plan.status !== STUDY_PLAN_STATUS.active.value) return fail(409, STUDY_PLAN_MESSAGES.notActive);
      const planned = plan.stages.find((s) => s.stage === stage);
      if (!planned) return fail(404, STUDY_PLAN_MESSAGES.stageNotFound);
      const now = server.clock();
      // a paper of this stage still running is given back (a second tab, a reload), never a second draw
      const open = (await repo.papersOfPlan(db, plan.id)).find(
        (p) => p.stage === stage && submissionCheck(p, now) === "accepted",
      );
      if (open) return ok(await paperData(db, plan, open, now));
      const bank = await repo.bankOf(db, [planned.categoryId]);
      const ids = drawExamPaper(bank, [planned.categoryId], EXAM_LIMITS.questionsPerPaper, Math.random);
      if (ids.length === 0) return fail(404, STUDY_PLAN_MESSAGES.bankEmpty);
      const paper = await repo.insertPaper(db, {
        userId,
        planId: plan.id,
        stage,
        questionIds: ids,
        startedAt: now,
        deadlineAt: new Date(now.getTime() + EXAM_LIMITS.timeLimitMinutes * 60_000),
      });
      return ok(await paperData(db, plan, paper, now));
    },

    async studyPlanExamPaper({ paperId }, { session }) {
      const own = await ownPaper(session.userId, paperId);
      if (!own) return fail(404, STUDY_PLAN_MESSAGES.paperNotFound);
      return ok(await paperData(db, own.plan, own.paper, server.clock()));
    },

    async studyPlanSubmitExamAnswer({ paperId, answers }, { session }) {
      const own = await ownPaper(session.userId, paperId);
      if (!own) return fail(404, STUDY_PLAN_MESSAGES.paperNotFound);
      const now = server.clock();
      const check = submissionCheck(own.paper, now);
      if (check === "alreadySubmitted") return fail(409, STUDY_PLAN_MESSAGES.alreadySubmitted);
      if (check === "timeOver") return fail(409, STUDY_PLAN_MESSAGES.timeOver);
      const questions = await paperQuestions(db, own.paper);
      const parsed = parseAnswers(answers, questions);
      if (typeof parsed === "string") return fail(400, parsed);
      const scored = scoreExam(questions, Object.fromEntries(Object.entries(parsed).map(([k, v]) => [Number(k), v])));
      // the submission and a passed exam's study hours are written together; a stage is credited once, however
      // often it is passed again (one submission of a stage at a time decides which is first)
      const saved = await db.transaction(async (tx) => {
        await lockForTransaction(tx, `exam-stage:${own.plan.id}:${own.paper.stage}`);
        const passedBefore = (await repo.papersOfPlan(tx, own.plan.id)).some(
          (p) => p.id !== own.paper.id && p.stage === own.paper.stage && (p.score ?? 0) >= EXAM_LIMITS.passScore,
        );
        const paper = await repo.submitPaper(tx, own.paper.id, {
          answers: parsed,
          score: scored.score,
          correct: scored.correct,
          submittedAt: now,
        });
        if (paper && scored.score >= EXAM_LIMITS.passScore && !passedBefore) {
          const title = stageTitle(own.plan, paper.stage);
          await creditPassedStageExam(tx, { userId: session.userId, paperId: paper.id, title, passedAt: now });
        }
        return paper;
      });
      // another request submitted it between the check and the write
      if (!saved) return fail(409, STUDY_PLAN_MESSAGES.alreadySubmitted);
      return ok(await resultData(db, own.plan, saved));
    },

    async studyPlanExamResult({ paperId }, { session }) {
      const own = await ownPaper(session.userId, paperId);
      if (!own) return fail(404, STUDY_PLAN_MESSAGES.paperNotFound);
      if (own.paper.submittedAt === null) return fail(409, STUDY_PLAN_MESSAGES.notSubmitted);
      return ok(await resultData(db, own.plan, own.paper));
    },

    async studyPlanExamList({ planId }, { session }) {
      const plan = await repo.findPlan(db, session.userId, planId);
      if (!plan) return fail(404, STUDY_PLAN_MESSAGES.planNotFound);
      const now = server.clock();
      const papers = await repo.papersOfPlan(db, plan.id);
      return ok(
        papers.map((p) => ({
          paperId: p.id,
          stage: p.stage,
          title: stageTitle(plan, p.stage),
          state:
            p.submittedAt !== null
              ? ("submitted" as const)
              : submissionCheck(p, now) === "accepted"
                ? ("open" as const)
                : ("expired" as const),
          score: p.score,
          correct: p.correct,
          total: p.questionIds.length,
          startedAt: p.startedAt.toISOString(),
          submittedAt: p.submittedAt?.toISOString() ?? null,
        })),
      );
    },
  };
}
