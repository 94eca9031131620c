import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { ASSISTANT_EVALUATION_SET } from "./evaluation/assistant-eval-set";
import { evaluateAssistant, says } from "./evaluation/evaluate-assistant";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

/** Floors the evaluation holds (the README's table has the figures of the last run). */
const FLOORS = { answerAccuracy: 0.9, citedExpected: 0.9 } as const;

describe("the assistant's evaluation set", () => {
  it("holds at least 150 questions as learners ask them, with follow-ups and questions it must not answer", () => {
    expect(ASSISTANT_EVALUATION_SET.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ASSISTANT_EVALUATION_SET.map((q) => [...(q.after ?? []), q.question].join("|"))).size).toBe(
      ASSISTANT_EVALUATION_SET.length,
    );
    const followUps = ASSISTANT_EVALUATION_SET.filter((q) => (q.after ?? []).length > 0);
    expect(followUps.length).toBeGreaterThanOrEqual(20);
    for (const item of ASSISTANT_EVALUATION_SET) {
      if (item.outcome && item.outcome !== "answered") continue;
      expect(item.answer.length, item.question).toBeGreaterThan(0);
      expect(item.sources.length, item.question).toBeGreaterThan(0);
    }
    expect(ASSISTANT_EVALUATION_SET.filter((q) => q.outcome === "uncovered").length).toBeGreaterThan(0);
  });

  it("measures the answer, not only the sources: the figure must be in the opening", () => {
    expect(says("对月销售额10万元以下（含本数）的增值税小规模纳税人，免征增值税[1]。", ["10万元"])).toBe(true);
    expect(says("小规模纳税人享受免征增值税政策的，可以放弃免税[1]。", ["10万元"])).toBe(false);
    expect(says("备案单证保存五年[1]。", ["5年|五年"])).toBe(true);
    expect(says("社保缴费基数低于60%的按60%确定[1]。", ["60%", "300%"])).toBe(false);
  });

  it("answers the set above its floors and never leads with a repealed document", async () => {
    const result = await evaluateAssistant(t.server);
    console.log(
      JSON.stringify({ ...result, misses: result.misses.map((m) => `${m.question}: ${m.why}`).slice(0, 40) }, null, 1),
    );
    expect(result.answerAccuracy).toBeGreaterThanOrEqual(FLOORS.answerAccuracy);
    expect(result.citedExpected).toBeGreaterThanOrEqual(FLOORS.citedExpected);
    expect(result.repealedFirst).toBe(0);
    expect(result.notCurrentFirst).toBe(0);
  }, 300_000);
});
