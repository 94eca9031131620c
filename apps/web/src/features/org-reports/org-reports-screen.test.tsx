import { configure, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../testing/render-screen";
import OrgReportsScreen from "./org-reports-screen";

configure({ asyncUtilTimeout: 5000 });

const member = (userId: number, name: string, hours: number, met = false) => ({
  userId,
  name,
  phone: `138****00${userId}`,
  companyId: "C-1201",
  hours,
  byCategory: { 专业科目: hours / 2, 公需科目: hours / 2 },
  missing: Math.max(0, 90 - hours),
  met,
  completions: hours > 0 ? 1 : 0,
  certificates:
    hours > 0 ? [{ serial: "JY-2026-ABCDEFGHJKMNPQRSTVWXYZ234", kind: "course", title: "出口退税申报实务" }] : [],
  lastActivityAt: hours > 0 ? "2026-11-30T02:00:00.000Z" : null,
});

const report = (q: string | null) => ({
  orgId: 12,
  orgName: "云和财税",
  year: 2026,
  minutesPerHour: 45,
  requirement: { source: "org", total: 72, byCategory: { 专业科目: 48, 公需科目: 24 } },
  totals: { members: 2, met: 0, missing: 2, none: 1 },
  members: {
    list: [member(22, "张会计", 4.6), member(24, "王税务", 0)].filter((m) => !q || m.name.includes(q)),
    total: q ? 1 : 2,
    page: 1,
    pageSize: 20,
  },
});

describe("机构学习报告 /org/reports", () => {
  it("lists the members with their hours, the organisation's requirement and a verifiable certificate", async () => {
    localStorage.setItem("token", "token-1");
    const { calls } = renderScreen(<OrgReportsScreen />, {
      url: "/org/reports",
      server: {
        "/api/org/manage": () => ({ data: [{ orgId: 12, orgName: "云和财税" }] }),
        "/api/org/manage/12/report": (fields) => ({ data: report(fields.get("q")) }),
        "/api/org/manage/12/assignments": () => ({ data: { list: [], total: 0, page: 1, pageSize: 10 } }),
      },
    });
    const rows = await screen.findAllByTestId("org-report-member");
    expect(rows).toHaveLength(2);
    const zhang = within(rows[0]!);
    expect(zhang.getByText("张会计")).toBeTruthy();
    expect(zhang.getByRole("link", { name: "出口退税申报实务" }).getAttribute("href")).toBe(
      "/certificate/verify/JY-2026-ABCDEFGHJKMNPQRSTVWXYZ234",
    );
    expect(within(rows[1]!).getByText("尚无学习记录")).toBeTruthy();
    expect(screen.getByTestId("org-report-requirement").textContent).toContain("72.0学时");
    expect(screen.getByTestId("org-report-requirement").textContent).toContain("本机构设定");
    expect(calls.some((c) => c.path === "/api/org/manage/12/report")).toBe(true);
  });

  it("tells an account that manages no organisation so", async () => {
    localStorage.setItem("token", "token-1");
    renderScreen(<OrgReportsScreen />, { url: "/org/reports", server: { "/api/org/manage": () => ({ data: [] }) } });
    expect(await screen.findByText("您不是任何机构的管理员，无法查看机构学习报告")).toBeTruthy();
    // the page still has its one heading
    expect(screen.getByRole("heading", { level: 1, name: "机构学习报告" })).toBeTruthy();
  });
});
