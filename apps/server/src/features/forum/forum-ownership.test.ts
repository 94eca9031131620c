import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { courses, forumAnswers, forumQuestions } from "../../db/schema";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { FORUM_POSTS_PER_WINDOW, FORUM_WINDOW_MS } from "./forum.service";
import { answer, ask, newLearner, type Page, type Question } from "./forum-test-support";

let t: TestServer;
let learnerA: string;
let learnerB: { id: number; token: string };
let courseId: number;

beforeAll(async () => {
  t = await startTestServer();
  learnerA = await loginAs(t.app, DEMO.plain);
  learnerB = await newLearner(t, "13700000019", "学员丙");
  courseId = (await t.server.db.select({ id: courses.id }).from(courses).orderBy(courses.id))[6]!.id;
});
afterAll(async () => {
  await t?.close();
});

const del = (kind: "question" | "answer", id: number | string, token: string) =>
  call(t.app, "POST", `/api/forum/${kind}/delete`, { form: { id: String(id) }, token });

describe("deleting", () => {
  it("lets nobody but the author delete a question or an answer, whatever ids are sent", async () => {
    const question = (await ask(t, learnerA, { productId: String(courseId), title: "申报系统提示单证不齐怎么办？" }))
      .body.data.id;
    const byB = (await answer(t, learnerB.token, { questionId: String(question), content: "先去补齐报关单信息。" }))
      .body.data.id;
    const byA = (await answer(t, learnerA, { questionId: String(question), content: "补充一下我的情况。" })).body.data
      .id;

    expect((await del("question", question, learnerB.token)).body).toMatchObject({
      status: 403,
      msg: "只能删除自己的提问",
    });
    expect((await del("answer", byA, learnerB.token)).body).toMatchObject({ status: 403, msg: "只能删除自己的回答" });
    expect(await t.server.db.select().from(forumQuestions).where(eq(forumQuestions.id, question))).toHaveLength(1);

    // the author of an answer deletes it; the question's count follows
    expect((await del("answer", byB, learnerB.token)).body).toMatchObject({ status: 200, msg: "已删除" });
    expect(
      (await t.server.db.select().from(forumQuestions).where(eq(forumQuestions.id, question)))[0]!.answerCount,
    ).toBe(1);
    expect((await del("answer", byB, learnerB.token)).body.status).toBe(404);

    // the asker deletes the question with its remaining answers
    expect((await del("question", question, learnerA)).body.status).toBe(200);
    expect(await t.server.db.select().from(forumAnswers).where(eq(forumAnswers.questionId, question))).toHaveLength(0);
    expect((await call(t.app, "GET", `/api/forum/question/${question}`)).body.status).toBe(404);
  });

  it("needs a login and a valid id", async () => {
    expect((await call(t.app, "POST", "/api/forum/question/delete", { form: { id: "1" } })).body.status).toBe(401);
    expect((await del("question", "abc", learnerA)).body).toMatchObject({ status: 400, msg: "参数格式不正确：id" });
    expect((await del("answer", 2147483648, learnerA)).body.status).toBe(400);
  });
});

describe("rate limit", () => {
  it(`takes ${FORUM_POSTS_PER_WINDOW} posts per learner in ${FORUM_WINDOW_MS / 60_000} minutes, questions and answers together`, async () => {
    const learner = await newLearner(t, "13700000029", "学员丁");
    const first = (await ask(t, learner.token, { productId: String(courseId), title: "第一个问题是什么？" })).body.data
      .id;
    for (let i = 1; i < FORUM_POSTS_PER_WINDOW; i++) {
      expect(
        (await answer(t, learner.token, { questionId: String(first), content: `补充说明第${i}条` })).body.status,
      ).toBe(200);
    }
    const refused = await ask(t, learner.token, { productId: String(courseId), title: "第十一个问题呢？" });
    expect(refused.body).toMatchObject({ status: 429, msg: "发布过于频繁，请10分钟后再试" });
    expect(refused.headers.get("retry-after")).toBe(String(FORUM_WINDOW_MS / 1000));
    // another learner is not affected
    expect((await answer(t, learnerB.token, { questionId: String(first), content: "我来回答一下" })).body.status).toBe(
      200,
    );
    t.advance(FORUM_WINDOW_MS + 1000);
    expect(
      (await ask(t, learner.token, { productId: String(courseId), title: "窗口过后可以再问吗？" })).body.status,
    ).toBe(200);
  });

  it("holds for parallel posts", async () => {
    const learner = await newLearner(t, "13700000039", "学员戊");
    const results = await Promise.all(
      Array.from({ length: FORUM_POSTS_PER_WINDOW + 5 }, (_, i) =>
        ask(t, learner.token, { productId: String(courseId), title: `并发提问第${i + 1}个` }),
      ),
    );
    const statuses = results.map((r) => r.body.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(FORUM_POSTS_PER_WINDOW);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
  });
});

describe("course questions", () => {
  it("pages a course's questions and shows at most three answers with each, lecturers' first", async () => {
    const lecturer = await loginAs(t.app, "13900000102");
    const q = (await ask(t, learnerA, { productId: String(courseId), title: "留抵退税需要什么条件？" })).body.data.id;
    for (const text of ["学员回答一", "学员回答二", "学员回答三"]) {
      await answer(t, learnerB.token, { questionId: String(q), content: text });
    }
    t.advance(FORUM_WINDOW_MS + 1000);
    await answer(t, lecturer, { questionId: String(q), content: "讲师的权威回答" });
    const page = await call<Page<Question>>(
      t.app,
      "GET",
      `/api/forum/courseQuestions?productId=${courseId}&pageSize=10`,
    );
    const found = page.body.data.list.find((x) => x.id === q)!;
    expect(found.answerCount).toBe(4);
    expect(found.answers.map((a) => a.content)).toEqual(["讲师的权威回答", "学员回答一", "学员回答二"]);
    const total = page.body.data.total;
    const second = await call<Page<Question>>(t.app, "GET", `/api/forum/courseQuestions?productId=${courseId}&page=2`);
    expect(second.body.data).toMatchObject({ total, page: 2 });
  });

  it("hides the questions of courses an organisation may not see", async () => {
    // organisation 8 sees the categories 101, 102 and 106 only
    const hidden = (await t.server.db.select({ id: courses.id, categoryId: courses.categoryId }).from(courses)).find(
      (c) => ![101, 102, 106].includes(c.categoryId),
    )!;
    const headers = { orgId: "8" };
    const list = await call(t.app, "GET", `/api/forum/courseQuestions?productId=${hidden.id}`, { headers });
    expect(list.body.status).toBe(404);
    const q = await ask(t, learnerA, { productId: String(hidden.id), title: "机构看不到的课程能问吗？" });
    expect((await call(t.app, "GET", `/api/forum/question/${q.body.data.id}`, { headers })).body.status).toBe(404);
  });
});
