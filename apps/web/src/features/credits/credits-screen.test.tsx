import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../testing/render-screen";
import CreditsScreen from "./credits-screen";

configure({ asyncUtilTimeout: 5000 });

const summary = {
  year: 2026,
  minutesPerHour: 45,
  hours: 3.5,
  requirement: { source: "site", orgName: null, total: 90, byCategory: { 专业科目: 60, 公需科目: 30 } },
  met: false,
  categories: [
    { category: "专业科目", hours: 2, required: 60, missing: 58, met: false },
    { category: "公需科目", hours: 1.5, required: 30, missing: 28.5, met: false },
  ],
  items: [
    {
      source: "live",
      id: 7002,
      title: "增值税直播：留抵退税申报要点",
      category: "公需科目",
      hours: 1.5,
      earnedAt: "2026-12-05T08:00:00.000Z",
      reason: null,
    },
    {
      source: "lecture",
      id: 1005,
      title: "出口退税申报实务",
      category: "专业科目",
      hours: 2,
      earnedAt: "2026-12-04T08:00:00.000Z",
      reason: null,
    },
  ],
  certificates: [],
  years: [],
};

describe("学时档案 /center/credits", () => {
  it("lists a live session with its hours, linked to the session", async () => {
    localStorage.setItem("token", "token-1");
    renderScreen(<CreditsScreen />, {
      url: "/center/credits",
      server: { "/api/credits/summary": () => ({ data: summary }) },
    });
    const live = (await screen.findByRole("link", { name: "增值税直播：留抵退税申报要点" })).closest("li")!;
    expect(live.querySelector("a")?.getAttribute("href")).toBe("/liveDetail?id=7002");
    expect(within(live as HTMLElement).getByText("直播学习")).toBeTruthy();
    expect(within(live as HTMLElement).getByText("公需科目")).toBeTruthy();
    expect(within(live as HTMLElement).getByText("1.5学时")).toBeTruthy();
    expect(screen.getByRole("link", { name: "出口退税申报实务" }).getAttribute("href")).toBe("/courseDetail/1005");
  });
});
