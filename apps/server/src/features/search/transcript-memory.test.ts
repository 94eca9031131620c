import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { TranscriptMemory } from "./transcript-memory";
import { searchTranscripts } from "./transcript-search.repo";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

describe("lecture passages in memory", () => {
  it("answers as the transcript statement does: coverage, score, order, paging, scope and highlights", async () => {
    const memory = new TranscriptMemory(t.server.db, t.server.cache);
    const texts = [
      "增值税",
      "出口退税",
      "进项税额 抵扣",
      "个人所得税 专项附加扣除 子女教育 继续教育",
      "税",
      "VAT",
      "量子",
      // two and three terms (every one required: the shortest list walked), and a long query (coverage counted)
      "增值税 发票",
      "企业所得税 汇算清缴 扣除",
      "税 ".repeat(20) + "增值税专用发票进项税额抵扣".repeat(6),
    ];
    for (const text of texts)
      for (const courseCategoryScope of [null, [101, 106]])
        for (const [offset, limit] of [
          [0, 10],
          [7, 3],
          [40, 20],
          [0, 0],
        ] as const) {
          const query = { text, courseCategoryScope, offset, limit };
          expect(await memory.search(query), `${text} ${courseCategoryScope} ${offset}+${limit}`).toEqual(
            await searchTranscripts(t.server.db, query),
          );
        }
  });
});
