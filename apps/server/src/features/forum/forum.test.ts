import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, forumAnswers, forumQuestions } from "../../db/schema";
import { LECTURER_ACCOUNTS } from "../../db/seed/forum.seed";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import {
  type Answer,
  answer,
  ask,
  messagesOf,
  newLearner,
  type Page,
  type Post,
  type Question,
  userIdOf,
} from "./forum-test-support";

let t: TestServer;
let learnerA: string;
let learnerAId: number;
let learnerB: { id: number; token: string };
let lecturer: string;
let courseId: number;

const courseQuestions = (query: string, token?: string) =>
  call<Page<Question>>(t.app, "GET", `/api/forum/courseQuestions?${query}`, token ? { token } : {});

beforeAll(async () => {
  t = await startTestServer();
  learnerA = await loginAs(t.app, DEMO.plain);
  learnerAId = await userIdOf(t, DEMO.plain);
  learnerB = await newLearner(t, "13700000009", "学员乙");
  lecturer = await loginAs(t.app, LECTURER_ACCOUNTS[0].mobile);
  // a course without seeded questions
  courseId = (await t.server.db.select({ id: courses.id }).from(courses).orderBy(courses.id))[5]!.id;
});
afterAll(async () => {
  await t?.close();
});

describe("asking a question", () => {
  it("needs a login", async () => {
    expect((await ask(t, undefined, { productId: String(courseId), title: "出口退税怎么申报？" })).body.status).toBe(
      401,
    );
  });

  it("stores the question as the token's learner, as plain text, and lists it on the course newest first", async () => {
    const first = await ask(t, learnerA, {
      productId: String(courseId),
      title: "<b>外贸企业</b>退税申报期限是多久？",
      content: "我们 3 月出口的货物<script>alert(1)</script>，最晚什么时候申报？",
      userId: String(learnerB.id),
    });
    expect(first.body).toMatchObject({ status: 200, success: true, msg: "提问成功" });
    const stored = (
      await t.server.db.select().from(forumQuestions).where(eq(forumQuestions.id, first.body.data.id))
    )[0]!;
    expect(stored).toMatchObject({ userId: learnerAId, courseId, title: "外贸企业退税申报期限是多久？" });
    expect(stored.content).toBe("我们 3 月出口的货物，最晚什么时候申报？");
    const second = await ask(t, learnerB.token, { productId: String(courseId), title: "免抵退税额如何计算？" });
    const list = (await courseQuestions(`productId=${courseId}`, learnerA)).body.data;
    expect(list.total).toBe(2);
    expect(list.list.map((q) => q.id)).toEqual([second.body.data.id, first.body.data.id]);
    expect(list.list.map((q) => q.mine)).toEqual([false, true]);
    expect(list.list[1]).toMatchObject({ author: { name: "学员0001", lecturer: false }, answerCount: 0, answers: [] });
    // a visitor sees the same questions, none of them as theirs
    const visitor = (await courseQuestions(`productId=${courseId}`)).body.data;
    expect(visitor.list.every((q) => !q.mine)).toBe(true);
  });

  it("refuses titles and contents outside the limits, control characters and markup-only text with Chinese messages", async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ title: "太短了" }, "参数格式不正确：title"],
      [{ title: "税".repeat(61) }, "参数格式不正确：title"],
      [{ title: "出口退税\u0007怎么办" }, "参数格式不正确：title"],
      [{ title: "出口退税\u0000怎么办" }, "参数格式不正确：title"],
      [{ title: "出口退税怎么办", content: "税".repeat(1001) }, "参数格式不正确：content"],
      [{ title: "出口退税怎么办", content: "换行可以\n但响铃\u0007不行" }, "参数格式不正确：content"],
      [{ title: "<img src=x onerror=alert(1)>" }, "问题标题不能只包含标签或符号，请用文字描述问题"],
      [{}, "缺少参数：title"],
    ];
    for (const [fields, msg] of cases) {
      const { body } = await ask(t, learnerA, { productId: String(courseId), ...fields });
      expect(body).toMatchObject({ status: 400, msg });
    }
    // 60 characters and 1000 characters are within the limits
    const longest = await ask(t, learnerB.token, {
      productId: String(courseId),
      title: "税".repeat(60),
      content: "税".repeat(1000),
    });
    expect(longest.body.status).toBe(200);
    await t.server.db.delete(forumQuestions).where(eq(forumQuestions.id, longest.body.data.id));
  });

  it("answers 404 for a course that does not exist, and 400 for ids that are not ids", async () => {
    expect((await ask(t, learnerA, { productId: "999999", title: "这门课还在吗？" })).body).toMatchObject({
      status: 404,
      msg: "课程不存在或已下架",
    });
    expect((await ask(t, learnerA, { productId: "abc", title: "这门课还在吗？" })).body.status).toBe(400);
    expect((await courseQuestions("productId=999999")).body.status).toBe(404);
    expect((await courseQuestions("productId=0")).body.status).toBe(400);
  });
});

describe("answering", () => {
  let questionId: number;
  beforeAll(async () => {
    questionId = (await ask(t, learnerA, { productId: String(courseId), title: "出口货物退运后怎么处理？" })).body.data
      .id;
  });

  it("marks a lecturer's answer 讲师 and sends the asker a 问答 message linking to the question, in one transaction", async () => {
    const before = (await messagesOf(t, learnerAId)).length;
    const peer = await answer(t, learnerB.token, { questionId: String(questionId), content: "我们是补开红字信息表。" });
    const byLecturer = await answer(t, lecturer, {
      questionId: String(questionId),
      content: "退运需要先补缴已退税款，再办理退运手续。",
    });
    expect(byLecturer.body).toMatchObject({ status: 200, msg: "回答成功" });
    const inbox = await messagesOf(t, learnerAId);
    expect(inbox.length).toBe(before + 2);
    const last = inbox.at(-1)!;
    expect(last).toMatchObject({
      type: 3,
      title: "你的提问有了新回答",
      content: "讲师王立新回答了你的提问「出口货物退运后怎么处理？」",
      link: `/center/qa?questionId=${questionId}`,
      readAt: null,
    });
    const detail = await call<{ question: Question; answers: Page<Answer> }>(
      t.app,
      "GET",
      `/api/forum/question/${questionId}`,
      { token: learnerB.token },
    );
    const answers = detail.body.data.answers;
    expect(answers.total).toBe(2);
    // the lecturer's answer comes first, under the lecturer's name and title
    expect(answers.list.map((a) => a.id)).toEqual([byLecturer.body.data.id, peer.body.data.id]);
    expect(answers.list[0]!.author).toMatchObject({ name: "王立新", lecturer: true });
    expect(answers.list[0]!.author.lecturerTitle).toContain("注册税务师");
    expect(answers.list[1]).toMatchObject({ mine: true, author: { name: "学员乙", lecturer: false } });
    expect(detail.body.data.question).toMatchObject({ answerCount: 2, mine: false });
  });

  it("sends no message when the asker answers their own question", async () => {
    const before = (await messagesOf(t, learnerAId)).length;
    expect(
      (await answer(t, learnerA, { questionId: String(questionId), content: "补充：货物已经报关。" })).body.status,
    ).toBe(200);
    expect((await messagesOf(t, learnerAId)).length).toBe(before);
  });

  it("refuses empty, oversized and markup-only answers, unknown questions and visitors", async () => {
    const cases: Array<[Record<string, string>, number, string]> = [
      [{ questionId: String(questionId), content: "好" }, 400, "参数格式不正确：content"],
      [{ questionId: String(questionId), content: "答".repeat(1001) }, 400, "参数格式不正确：content"],
      [{ questionId: String(questionId), content: "<p></p><br>" }, 400, "回答内容不能只包含标签或符号，请用文字作答"],
      [{ questionId: "999999", content: "这个问题我知道" }, 404, "问题不存在或已删除"],
      [{ content: "这个问题我知道" }, 400, "缺少参数：questionId"],
    ];
    for (const [form, status, msg] of cases)
      expect((await answer(t, learnerB.token, form)).body).toMatchObject({ status, msg });
    expect((await answer(t, undefined, { questionId: String(questionId), content: "匿名回答" })).body.status).toBe(401);
  });
});

describe("my questions and my answers", () => {
  it("lists only the token's learner's posts whatever userId is sent, newest first", async () => {
    const mine = await call<Page<Post>>(t.app, "GET", `/api/forum/questionList?userId=${learnerB.id}`, {
      token: learnerA,
    });
    const rows = await t.server.db.select().from(forumQuestions).where(eq(forumQuestions.userId, learnerAId));
    expect(mine.body.data.total).toBe(rows.length);
    expect(mine.body.data.list.map((p) => p.id)).toEqual(rows.map((r) => r.id).sort((a, b) => b - a));
    const answered = mine.body.data.list.find((p) => p.title === "出口货物退运后怎么处理？")!;
    expect(answered).toMatchObject({ answerCount: 3, lecturerAnswered: true, productId: courseId });
    expect(answered.courseTitle).toBeTruthy();
    const others = await call<Page<Post>>(t.app, "GET", `/api/forum/answerList?userId=${learnerAId}`, {
      token: learnerB.token,
    });
    const bRows = await t.server.db.select().from(forumAnswers).where(eq(forumAnswers.userId, learnerB.id));
    expect(others.body.data.total).toBe(bRows.length);
    expect(others.body.data.list[0]).toMatchObject({ title: "出口货物退运后怎么处理？", lecturerAnswered: false });
    const lecturerAnswers = await call<Page<Post>>(t.app, "GET", "/api/forum/answerList", { token: lecturer });
    expect(lecturerAnswers.body.data.list.every((p) => p.lecturerAnswered)).toBe(true);
  });

  it("needs a login and pages with the project's page sizes", async () => {
    expect((await call(t.app, "GET", "/api/forum/questionList")).body.status).toBe(401);
    expect((await call(t.app, "GET", "/api/forum/answerList")).body.status).toBe(401);
    expect((await call(t.app, "GET", "/api/forum/questionList?pageSize=7", { token: learnerA })).body.status).toBe(400);
    const beyond = await call<Page<Post>>(t.app, "GET", "/api/forum/questionList?page=50", { token: learnerA });
    expect(beyond.body.data).toMatchObject({ list: [], page: 50, pageSize: 10 });
  });
});
