import type { AssistantTurnData } from "@taxlearn/api";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, DEMO, loginAs, startTestServer, type TestServer } from "../../testing/test-server";
import { ASSISTANT_RATE } from "./ask-question";
import { ASSISTANT_MESSAGES } from "./assistant.messages";

let t: TestServer;
let token: string;
beforeAll(async () => {
  t = await startTestServer();
  token = await loginAs(t.app, DEMO.plain);
});
afterAll(async () => {
  await t?.close();
});

const newSession = async () =>
  (await call<{ sessionId: string }>(t.app, "POST", "/api/client/trag/registerTrag", { token })).body.data.sessionId;
const ask = async (sessionId: string, question: string) => {
  t.advance(ASSISTANT_RATE.windowMs + 1);
  const { body } = await call<AssistantTurnData>(t.app, "POST", "/api/client/trag/getQuestionResult", {
    token,
    form: { sessionId, question },
  });
  expect(body.status).toBe(200);
  return body.data;
};
/** The answer's opening: the one or two sentences before the supporting excerpts. */
const opening = (turn: AssistantTurnData) => turn.answer.split("\n")[0]!;
/** The repealed notice on small-scale relief (财政部 税务总局公告2022年第15号), replaced by 2023年第1号. */
const repealedSmallScale = async () => {
  const { body } = await call<{ list: { id: number; docNumber: string }[] }>(
    t.app,
    "GET",
    "/api/regulation/list?validity=repealed&page=1&pageSize=50",
  );
  return body.data.list.map((p) => p.id);
};

describe("the answer comes first", () => {
  it("gives the rate asked for in its opening sentence (研发费用加计扣除比例是多少？ → 100%)", async () => {
    const turn = await ask(await newSession(), "研发费用加计扣除比例是多少？");
    expect(turn.outcome).toBe("answered");
    expect(opening(turn)).toContain("100%");
    expect(opening(turn)).toMatch(/\[1\]。?$/);
    expect(turn.citations[0]!.kind).toBe("policy");
  });

  it("gives the amount and the deadline asked for", async () => {
    const s = await newSession();
    expect(opening(await ask(s, "子女教育专项附加扣除每月多少钱？"))).toContain("2000元");
    expect(opening(await ask(s, "企业所得税汇算清缴的截止时间是什么时候？"))).toContain("5月31日");
  });

  it("never quotes a notice's addressees, its introduction, its start clause or its signature as a point", async () => {
    const s = await newSession();
    for (const question of [
      "研发费用加计扣除比例是多少？",
      "小规模纳税人增值税起征点",
      "光伏产品的出口退税率下调到多少？",
    ]) {
      const turn = await ask(s, question);
      expect(turn.outcome).toBe("answered");
      expect(turn.answer).not.toMatch(
        /各省、自治区|税务局：|特此公告|公告如下|自发布之日起施行|^\d+\. [一二三四五六七八九十]、/m,
      );
      expect(turn.answer).not.toMatch(/(财政部 税务总局|国家税务总局)公告\d{4}年第\d+号\[\d+\]/);
    }
  });
});

describe("validity", () => {
  it("never leads with a repealed document for a question about today's law, and labels it where cited", async () => {
    const repealed = await repealedSmallScale();
    expect(repealed.length).toBeGreaterThan(0);
    const turn = await ask(await newSession(), "小规模纳税人增值税起征点");
    expect(opening(turn)).toContain("10万元");
    expect(repealed).not.toContain(turn.citations[0]!.refId);
    expect(turn.citations[0]!.standing).toBeUndefined();
    for (const c of turn.citations.filter((c) => repealed.includes(c.refId))) expect(c.standing).toBe("repealed");
  });

  it("labels a repealed document 已废止 when the question names it", async () => {
    const turn = await ask(
      await newSession(),
      "财政部 税务总局公告2022年第15号《关于增值税小规模纳税人减免增值税政策的公告》规定了什么？",
    );
    expect(turn.outcome).toBe("answered");
    const cited = turn.citations.find((c) => c.standing === "repealed");
    expect(cited).toBeDefined();
    expect(turn.answer).toContain(ASSISTANT_MESSAGES.standingLabel.repealed);
  });

  it("does not lead with a notice that is not yet in force when a current one answers", async () => {
    const turn = await ask(await newSession(), "申请增值税留抵退税需要满足什么条件？");
    expect(turn.citations[0]!.standing).toBeUndefined();
    for (const c of turn.citations) expect(c.standing).not.toBe("repealed");
  });
});

describe("follow-ups use the conversation", () => {
  it("answers 那按季度申报的话呢？ about the small-scale relief asked before, not about stamp duty", async () => {
    const s = await newSession();
    await ask(s, "小规模纳税人增值税起征点");
    const turn = await ask(s, "那按季度申报的话呢？");
    expect(turn.outcome).toBe("answered");
    expect(opening(turn)).toContain("30万元");
    expect(turn.answer).not.toContain("印花税");
  });

  it("keeps the aspect asked before when a follow-up names a new subject (那印花税呢？)", async () => {
    const s = await newSession();
    await ask(s, "出口退税的申报期限是什么？");
    const turn = await ask(s, "那印花税呢？");
    expect(opening(turn)).toMatch(/15日|十五日/);
    expect(opening(turn)).toContain("申报");
  });

  it("refuses a question about something else entirely after a tax question (no subject carried into it)", async () => {
    const s = await newSession();
    await ask(s, "出口退税的申报期限是什么？");
    const turn = await ask(s, "帮我写一首关于春天的诗");
    expect(turn.answer).toBe(ASSISTANT_MESSAGES.refusedOffTopic);
  });

  it("reads a question without a subject on its own in a new conversation", async () => {
    const turn = await ask(await newSession(), "那按季度申报的话呢？");
    expect(turn.answer).not.toContain("30万元");
  });
});
