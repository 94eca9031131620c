import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { ASSISTANT_EVALUATION_SET } from "./evaluation/assistant-eval-set";
import { evaluateAssistant } from "./evaluation/evaluate-assistant";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe("the assistant on its evaluation set", () => {
  it("holds at least 40 questions, each with expected sources", () => {
    expect(ASSISTANT_EVALUATION_SET.length).toBeGreaterThanOrEqual(40);
    for (const item of ASSISTANT_EVALUATION_SET) expect(item.expected.length).toBeGreaterThan(0);
  });

  it("retrieves an expected source in the first five and cites one, above the floors", async () => {
    const result = await evaluateAssistant(t.server);
    console.log(JSON.stringify({ ...result, misses: result.misses.slice(0, 20) }, null, 1));
    expect(result.hitAt5).toBeGreaterThanOrEqual(0.9);
    expect(result.recallAt5).toBeGreaterThanOrEqual(0.8);
    expect(result.citedExpected).toBeGreaterThanOrEqual(0.8);
  });
});
