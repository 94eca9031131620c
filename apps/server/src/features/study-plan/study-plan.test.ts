import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { examQuestions, messages, studyPlanLectures, studyPlanRequests } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { fulfilCustomRequest } from "./plan-fulfil";
import { sendMissedWeekReminders } from "./plan-reminders";

interface Plan {
  id: number;
  title: string;
  status: number;
  courseIds: number[];
  progress: number;
  weeks: number;
  weeklyHours: number;
  explanation: string | null;
}
interface Detail extends Plan {
  stages: { stage: number; title: string; categoryId: number; courses: { courseId: number; progress: number }[] }[];
  weekList: { week: number; label: string; plannedMinutes: number }[];
  nextLecture: { courseId: number; fileId: number } | null;
}
interface Paper {
  id: number;
  deadlineAt: string;
  questions: { id: number; kind: number; options: string[] }[];
}

let t: TestServer;
let a: string;
let b: string;
let plan: Plan;

const post = <D>(path: string, form: Record<string, string>, token?: string) =>
  call<D>(t.app, "POST", path, { form, ...(token ? { token } : {}) });
const setGoal = (token: string, form: Record<string, string>) => post("/api/user/setLearningGoal", form, token);

beforeAll(async () => {
  t = await startTestServer();
  a = await loginAs(t.app, DEMO.plain);
  b = await loginAs(t.app, DEMO.vip);
  // 企业会计 · 出口退税 + 增值税 · 岗位技能提升, 4 hours a week
  expect((await setGoal(a, { optionIds: "101,201,202,301", weeklyHours: "4" })).body.status).toBe(200);
  const generated = await post<Plan>("/api/studyPlan/generate", {}, a);
  expect(generated.body).toMatchObject({ status: 200, msg: "学习方案已生成" });
  plan = generated.body.data;
});
afterAll(async () => {
  await t?.close();
});

describe("learning goal and generate", () => {
  it("saves weekly hours and a deadline, refusing bad ones in Chinese", async () => {
    const bad = await setGoal(b, { optionIds: "201", weeklyHours: "41" });
    expect(bad.body.status).toBe(400);
    expect(bad.body.msg).toContain("weeklyHours");
    expect((await setGoal(b, { optionIds: "201", deadline: "2026-02-30" })).body.msg).toBe("参数格式不正确：deadline");
    expect((await setGoal(b, { optionIds: "201", deadline: "2026-11-01" })).body.msg).toBe("截止日期须晚于今天");
  });

  it("needs a goal with a topic", async () => {
    const fresh = await startTestServer();
    try {
      const token = await loginAs(fresh.app, DEMO.vip);
      const none = await call(fresh.app, "POST", "/api/studyPlan/generate", { token });
      expect(none.body).toMatchObject({ status: 400, msg: expect.stringContaining("请先设置学习目标") });
      await call(fresh.app, "POST", "/api/user/setLearningGoal", { token, form: { optionIds: "101" } });
      const noTopic = await call(fresh.app, "POST", "/api/studyPlan/generate", { token });
      expect(noTopic.body.msg).toBe("请至少选择一个想学的内容");
    } finally {
      await fresh.close();
    }
  });

  it("plans the goal's topics in stages within the weekly hours, weeks labelled 年月第N期", async () => {
    const { body } = await post<Detail>("/api/studyPlan/getStudyPlanInfo", { planId: String(plan.id) }, a);
    expect(body.status).toBe(200);
    expect(body.data.stages.map((s) => s.title)).toEqual(["出口退税", "增值税"]);
    expect(body.data.stages.map((s) => s.categoryId)).toEqual([101, 102]);
    expect(body.data.weeklyHours).toBe(4);
    for (const week of body.data.weekList) expect(week.plannedMinutes).toBeLessThanOrEqual(240);
    expect(body.data.weekList[0]!.label).toBe("2026年11月第3期");
    // the demo learner has studied some lectures already: the plan starts from there
    const firstCourses = body.data.stages[0]!.courses.map((c) => c.courseId);
    expect(firstCourses).toContain(Math.floor(body.data.nextLecture!.fileId / 100));
  });

  it("explains a deadline the plan cannot meet", async () => {
    await setGoal(b, { optionIds: "106,201,202,203", weeklyHours: "1", deadline: "2026-11-28" });
    const { body } = await post<Plan>("/api/studyPlan/generate", {}, b);
    expect(body.status).toBe(200);
    expect(body.data.explanation).toMatch(/晚于截止日期/);
    await post("/api/studyPlan/remove", {}, b);
    await call(t.app, "DELETE", "/api/studyPlan/remove", { token: b, form: { planId: String(body.data.id) } });
  });
});

describe("plans are the token's user's only", () => {
  it("gives learner B 404 for A's plan on every call", async () => {
    const id = String(plan.id);
    for (const [path, form] of [
      ["/api/studyPlan/getStudyPlanInfo", { planId: id }],
      ["/api/studyPlan/current", { planId: id }],
      ["/api/studyPlan/updateStatus", { planId: id, status: "3" }],
      ["/api/studyPlan/userUpdate", { planId: id, title: "改名" }],
      ["/api/studyPlan/updateBreakpoint", { planId: id, courseId: String(plan.courseIds[0]), position: "3" }],
      ["/api/studyPlan/getExamList", { planId: id }],
      ["/api/studyPlan/generateExamPaper", { planId: id, stage: "1" }],
    ] as const) {
      const { body } = await post(path, form, b);
      expect(body, path).toMatchObject({ status: 404, msg: "学习方案不存在" });
    }
    const removed = await call(t.app, "DELETE", "/api/studyPlan/remove", { token: b, form: { planId: id } });
    expect(removed.body.status).toBe(404);
    expect((await post<number | null>("/api/studyPlan/studyPlanIsExist", {}, b)).body.data).toBeNull();
    expect(
      (await call<{ total: number }>(t.app, "GET", "/api/studyPlan/getStudyPlans", { token: b })).body.data.total,
    ).toBe(0);
    expect((await post("/api/studyPlan/studyPlanIsExist", {})).body.status).toBe(401);
  });

  it("lists, finds the current plan and says it exists for its owner", async () => {
    expect((await post<number>("/api/studyPlan/studyPlanIsExist", {}, a)).body.data).toBe(plan.id);
    expect((await post<Plan>("/api/studyPlan/current", {}, a)).body.data.id).toBe(plan.id);
    const list = await call<{ list: Plan[]; total: number }>(t.app, "GET", "/api/studyPlan/getStudyPlans", {
      token: a,
    });
    expect(list.body.data.list.map((p) => p.id)).toEqual([plan.id]);
  });
});

describe("editing a plan", () => {
  it("reorders, drops and adds courses and lays the weeks out again; refuses bad ids in Chinese", async () => {
    const [first, second, ...rest] = plan.courseIds;
    const added = 1030; // a recorded course of another topic
    const order = [second!, first!, ...rest, added].join(",");
    const { body } = await post<Plan>("/api/studyPlan/userUpdate", { planId: String(plan.id), courseIds: order }, a);
    expect(body.status).toBe(200);
    expect(body.data.courseIds[0]).toBe(second);
    expect(body.data.courseIds).toContain(added);
    const bad = await post("/api/studyPlan/userUpdate", { planId: String(plan.id), courseIds: "1,x" }, a);
    expect(bad.body).toMatchObject({ status: 400, msg: expect.stringContaining("courseIds") });
    const unknown = await post("/api/studyPlan/userUpdate", { planId: String(plan.id), courseIds: "999999" }, a);
    expect(unknown.body.msg).toBe("课程999999不存在或不能加入学习方案");
    // back to the generated courses
    await post("/api/studyPlan/userUpdate", { planId: String(plan.id), courseIds: plan.courseIds.join(",") }, a);
  });

  it("saves a breakpoint only for a course of the plan, and statuses 1–3", async () => {
    const id = String(plan.id);
    expect(
      (await post("/api/studyPlan/updateBreakpoint", { planId: id, courseId: "1003", position: "1" }, a)).body.msg,
    ).toBe("该课程不在学习方案中");
    const courseId = plan.courseIds[0]!;
    const ok = await post(
      "/api/studyPlan/updateBreakpoint",
      { planId: id, courseId: String(courseId), fileId: String(courseId * 100 + 2), position: "35" },
      a,
    );
    expect(ok.body.status).toBe(200);
    const detail = await post<Detail & { breakpoint: unknown }>("/api/studyPlan/getStudyPlanInfo", { planId: id }, a);
    expect(detail.body.data.breakpoint).toEqual({ courseId, fileId: courseId * 100 + 2, position: 35 });
    expect((await post("/api/studyPlan/updateStatus", { planId: id, status: "4" }, a)).body.status).toBe(400);
  });
});

describe("progress follows lecture progress", () => {
  it("copies a watched lecture's progress onto the plan in the same write", async () => {
    // the VIP learner may watch every lecture: give them a plan and watch its first lecture
    await setGoal(b, { optionIds: "105,205", weeklyHours: "3" });
    const own = (await post<Plan>("/api/studyPlan/generate", {}, b)).body.data;
    const detail = (await post<Detail>("/api/studyPlan/getStudyPlanInfo", { planId: String(own.id) }, b)).body.data;
    const fileId = detail.nextLecture!.fileId;
    const watched = await post("/api/writeStudyRecord", { fileId: String(fileId), position: "9999" }, b);
    expect(watched.body.status).toBe(200);
    const [row] = await t.server.db
      .select()
      .from(studyPlanLectures)
      .where(and(eq(studyPlanLectures.planId, own.id), eq(studyPlanLectures.fileId, fileId)));
    expect(row!.progress).toBe(100);
    const after = (await post<Detail>("/api/studyPlan/getStudyPlanInfo", { planId: String(own.id) }, b)).body.data;
    expect(after.nextLecture!.fileId).not.toBe(fileId);
    expect(after.progress).toBeGreaterThan(0);
  });

  it("reminds once per plan week whose target is missed", async () => {
    const before = await t.server.db.select().from(messages).where(eq(messages.title, "学习进度提醒"));
    expect(await sendMissedWeekReminders(t.server)).toBe(0);
    t.advance(8 * 86_400_000);
    const sent = await sendMissedWeekReminders(t.server);
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(await sendMissedWeekReminders(t.server)).toBe(0);
    const after = await t.server.db.select().from(messages).where(eq(messages.title, "学习进度提醒"));
    expect(after.length - before.length).toBe(sent);
    expect(after.at(-1)!.content).toMatch(/2026年11月第\d期还有\d+讲未完成/);
    t.advance(-8 * 86_400_000);
  });
});

describe("exams", () => {
  let paper: Paper;
  it("draws ten questions of the stage's topic without answers, and gives the same open paper back", async () => {
    const { body } = await post<Paper>("/api/studyPlan/generateExamPaper", { planId: String(plan.id), stage: "1" }, a);
    expect(body.status).toBe(200);
    paper = body.data;
    expect(paper.questions).toHaveLength(10);
    expect(new Set(paper.questions.map((q) => q.id)).size).toBe(10);
    expect(JSON.stringify(body)).not.toMatch(/"answer"|"analysis"/);
    const bank = await t.server.db.select().from(examQuestions).where(eq(examQuestions.categoryId, 101));
    for (const q of paper.questions) expect(bank.map((r) => r.id)).toContain(q.id);
    const again = await post<Paper>("/api/studyPlan/generateExamPaper", { planId: String(plan.id), stage: "1" }, a);
    expect(again.body.data.id).toBe(paper.id);
    expect((await post("/api/studyPlan/generateExamPaper", { planId: String(plan.id), stage: "9" }, a)).body.msg).toBe(
      "该阶段不存在",
    );
  });

  it("refuses another learner's paper and bad answers with Chinese messages", async () => {
    const id = String(paper.id);
    for (const path of ["/api/studyPlan/getExamPaper", "/api/studyPlan/getExamResult"])
      expect((await post(path, { paperId: id }, b)).body).toMatchObject({ status: 404, msg: "试卷不存在" });
    expect((await post("/api/studyPlan/submitExamAnswer", { paperId: id, answers: "{}" }, b)).body.status).toBe(404);
    expect((await post("/api/studyPlan/submitExamAnswer", { paperId: id, answers: "not json" }, a)).body.msg).toContain(
      "answers",
    );
    expect(
      (await post("/api/studyPlan/submitExamAnswer", { paperId: id, answers: '{"99999":"A"}' }, a)).body.msg,
    ).toContain("99999");
    const q = paper.questions[0]!;
    expect(
      (await post("/api/studyPlan/submitExamAnswer", { paperId: id, answers: JSON.stringify({ [q.id]: "H" }) }, a)).body
        .msg,
    ).toBe(`参数格式不正确：answers（第${q.id}题的选项不正确）`);
    expect((await post("/api/studyPlan/getExamResult", { paperId: id }, a)).body).toMatchObject({
      status: 409,
      msg: "该试卷尚未交卷",
    });
  });

  it("scores on the server with analysis and lectures to review, then refuses a second submit with 409", async () => {
    const rows = await t.server.db.select().from(examQuestions);
    const right = new Map(rows.map((r) => [r.id, r.answer]));
    // all right but the first
    const answers = Object.fromEntries(
      paper.questions.map((q, i) => [q.id, i === 0 ? (right.get(q.id) === "A" ? "B" : "A") : right.get(q.id)!]),
    );
    const { http, body } = await post<{
      score: number;
      correct: number;
      total: number;
      passed: boolean;
      questions: { correct: boolean; analysis: string }[];
      reviewLectures: { fileId: number }[];
    }>("/api/studyPlan/submitExamAnswer", { paperId: String(paper.id), answers: JSON.stringify(answers) }, a);
    expect(http).toBe(200);
    expect(body.data).toMatchObject({ score: 90, correct: 9, total: 10, passed: true });
    expect(body.data.questions[0]!.correct).toBe(false);
    expect(body.data.questions[0]!.analysis.length).toBeGreaterThan(10);
    expect(body.data.reviewLectures).toHaveLength(1);
    const twice = await post("/api/studyPlan/submitExamAnswer", { paperId: String(paper.id), answers: "{}" }, a);
    expect(twice.body).toMatchObject({ status: 409, msg: "该试卷已交卷，不能重复提交" });
    const list = await post<{ state: string; score: number }[]>(
      "/api/studyPlan/getExamList",
      { planId: String(plan.id) },
      a,
    );
    expect(list.body.data[0]).toMatchObject({ state: "submitted", score: 90 });
    // a passed stage exam credits its stated study hours, once
    const credits = await call<{ items: { source: string; id: number | null; hours: number }[] }>(
      t.app,
      "GET",
      "/api/credits/summary",
      { token: a },
    );
    expect(credits.body.data.items.filter((i) => i.source === "exam")).toEqual([
      expect.objectContaining({ id: paper.id, hours: 1 }),
    ]);
  });

  it("credits a stage exam's hours once: passing the same stage again adds nothing", async () => {
    const rows = await t.server.db.select().from(examQuestions);
    const right = new Map(rows.map((r) => [r.id, r.answer]));
    const { body: retake } = await post<Paper>(
      "/api/studyPlan/generateExamPaper",
      { planId: String(plan.id), stage: "1" },
      a,
    );
    expect(retake.data.id).not.toBe(paper.id);
    const answers = Object.fromEntries(retake.data.questions.map((q) => [q.id, right.get(q.id)!]));
    const passed = await post<{ passed: boolean }>(
      "/api/studyPlan/submitExamAnswer",
      { paperId: String(retake.data.id), answers: JSON.stringify(answers) },
      a,
    );
    expect(passed.body.data.passed).toBe(true);
    const credits = await call<{ items: { source: string; id: number | null; hours: number }[] }>(
      t.app,
      "GET",
      "/api/credits/summary",
      { token: a },
    );
    expect(credits.body.data.items.filter((i) => i.source === "exam")).toEqual([
      expect.objectContaining({ id: paper.id, hours: 1 }),
    ]);
  });

  it("refuses a submission after the time limit and its grace period", async () => {
    const { body } = await post<Paper>("/api/studyPlan/generateExamPaper", { planId: String(plan.id), stage: "2" }, a);
    t.advance(16 * 60_000 + 61_000);
    const late = await post("/api/studyPlan/submitExamAnswer", { paperId: String(body.data.id), answers: "{}" }, a);
    expect(late.body).toMatchObject({ status: 409, msg: expect.stringContaining("考试时间已到") });
    const list = await post<{ paperId: number; state: string }[]>(
      "/api/studyPlan/getExamList",
      { planId: String(plan.id) },
      a,
    );
    expect(list.body.data.find((p) => p.paperId === body.data.id)?.state).toBe("expired");
  });
});

describe("hand-made plans", () => {
  it("records a request and the operator command fulfils it with a plan and a message", async () => {
    const empty = await post("/api/studyPlan/custom", { goal: "  " }, b);
    expect(empty.body.status).toBe(400);
    const { body } = await post<{ requestId: number }>(
      "/api/studyPlan/custom",
      { goal: "出口退税岗位入门", note: "每周三小时" },
      b,
    );
    expect(body.status).toBe(200);
    const result = await fulfilCustomRequest(t.server.db, {
      requestId: body.data.requestId,
      courseIds: [1001, 1002],
      title: "出口退税定制课单",
      weeklyHours: 3,
      now: t.now(),
    });
    expect(result.ok).toBe(true);
    const again = await fulfilCustomRequest(t.server.db, {
      requestId: body.data.requestId,
      courseIds: [1001],
      title: "x",
      weeklyHours: 3,
      now: t.now(),
    });
    expect(again.ok).toBe(false);
    const [request] = await t.server.db
      .select()
      .from(studyPlanRequests)
      .where(eq(studyPlanRequests.id, body.data.requestId));
    expect(request!.fulfilledAt).not.toBeNull();
    if (result.ok) {
      const info = await post<Plan>("/api/studyPlan/getStudyPlanInfo", { planId: String(result.planId) }, b);
      expect(info.body.data).toMatchObject({ title: "出口退税定制课单", courseIds: [1001, 1002] });
    }
  });
});
