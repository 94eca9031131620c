import type { ApiClient } from "@taxlearn/api";
import { describe, expect, it } from "vitest";
import { relatedCasesOfCase, relatedCoursesOfCase, relatedPoliciesOfCase } from "./case-related";

/** A client that records which call was made with which input. */
function recordingClient() {
  const calls: [string, unknown][] = [];
  const api = new Proxy(
    {},
    {
      get: (_target, name: string) => (input: unknown) => {
        calls.push([name, input]);
        return Promise.resolve({ status: 200, success: true, msg: "", data: [] });
      },
    },
  ) as ApiClient;
  return { api, calls };
}

describe("related content of a case", () => {
  it("asks the policy and course calls of the case's kind", async () => {
    const { api, calls } = recordingClient();
    await relatedPoliciesOfCase(api, 26, 3002, 6);
    await relatedCoursesOfCase(api, 27, 3003, 4);
    await relatedPoliciesOfCase(api, 25, 3001, 6);
    expect(calls).toEqual([
      ["newsListByCaseJustice", { id: 3002, limit: 6 }],
      ["onlineProductListByCaseNews", { id: 3003, limit: 4 }],
      ["newsListByCaseInspects", { id: 3001, limit: 6 }],
    ]);
  });

  it("asks related cases of all three kinds, its own kind first, passing its type", async () => {
    const { api, calls } = recordingClient();
    await Promise.all(relatedCasesOfCase(api, 27, 3010, 3));
    expect(calls).toEqual([
      ["caseNewsByCase", { type: 27, id: 3010, limit: 3 }],
      ["caseInspectsByCase", { type: 27, id: 3010, limit: 3 }],
      ["caseJusticeByCase", { type: 27, id: 3010, limit: 3 }],
    ]);
  });
});
