import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../testing/render-screen";
import AssistantScreen from "./assistant-screen";

const SESSION = "0b8f3c1e-5d2a-4f6b-9c7d-1e2f3a4b5c6d";
const citation = (n: number, refId: number, title: string, standing?: string) => ({
  n,
  kind: "policy",
  refId,
  title,
  href: `/policy/details?id=${refId}`,
  seconds: null,
  ...(standing ? { standing } : {}),
});

describe("assistant screen", () => {
  it("labels a cited source that is repealed or not yet in force, and leaves current ones plain", async () => {
    localStorage.setItem("token", "token-1");
    localStorage.setItem("userInfo", JSON.stringify({ uid: 7, username: "13800000001", avatar: "" }));
    renderScreen(<AssistantScreen />, {
      url: `/ai?session=${SESSION}`,
      server: {
        "/api/ai/check": () => ({ data: { available: true, mode: "extractive" } }),
        "/api/client/trag/getSessionsList": () => ({
          data: [{ sessionId: SESSION, title: "小规模纳税人增值税起征点", updatedAt: "2026-11-20T02:00:00.000Z" }],
        }),
        "/api/client/trag/getSessionDetail": () => ({
          data: {
            sessionId: SESSION,
            title: "小规模纳税人增值税起征点",
            turns: [
              {
                id: 1,
                question: "小规模纳税人增值税起征点",
                answer: "对月销售额10万元以下（含本数）的增值税小规模纳税人，免征增值税[1]。",
                outcome: "answered",
                citations: [
                  citation(1, 2805, "关于延续增值税小规模纳税人减免增值税政策的公告"),
                  citation(2, 2008, "关于增值税小规模纳税人减免增值税政策的公告", "repealed"),
                  citation(3, 2007, "关于进一步加大增值税期末留抵退税政策实施力度的公告", "pending"),
                ],
                createdAt: "2026-11-20T02:00:00.000Z",
              },
            ],
          },
        }),
      },
    });
    const sources = await screen.findByRole("list", { name: "参考资料" });
    const items = [...sources.querySelectorAll("li")].map((li) => li.textContent);
    expect(items[0]).toContain("政策关于延续");
    expect(items[0]).not.toMatch(/已废止|尚未生效/);
    expect(items[1]).toContain("已废止");
    expect(items[2]).toContain("尚未生效");
  });
});
