import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderScreen } from "../../../testing/render-screen";
import { PlanFulfilForm } from "./plan-fulfil-form";

const COURSES = [
  { id: 1001, title: "增值税留抵退税实务", price: "0.00", lessons: 3, minutes: 24 },
  { id: 1002, title: "出口退税申报要点", price: "199.00", lessons: 4, minutes: 40 },
];
const DETAIL = {
  request: {
    id: 7,
    learner: "138****0001",
    goal: "出口退税岗位入门",
    note: "",
    status: "fulfilled",
    createdAt: "2026-12-01T00:00:00.000Z",
    fulfilledAt: "2026-12-02T00:00:00.000Z",
    planId: 31,
  },
  plan: { id: 31, title: "出口退税定制课单", courses: [] },
};

const render = (fulfil: (fields: URLSearchParams) => { status?: number; msg?: string; data?: unknown }) => {
  let fulfilled = 0;
  const view = renderScreen(<PlanFulfilForm requestId={7} onFulfilled={() => fulfilled++} />, {
    url: "/admin/plan-requests/7",
    server: {
      "/api/admin/plan-courses": (fields) => ({
        data: { list: COURSES.filter((c) => c.title.includes(fields.get("keyword") ?? "")) },
      }),
      "/api/admin/plan-requests/7/fulfil": fulfil,
    },
  });
  return { ...view, fulfilled: () => fulfilled };
};

describe("PlanFulfilForm", () => {
  it("picks searched courses in order, names the plan and fulfils after confirming", async () => {
    const sent: URLSearchParams[] = [];
    const view = render((fields) => {
      sent.push(fields);
      return { data: DETAIL, msg: "已生成定制课单，并已通知学员" };
    });
    const results = await screen.findByRole("list", { name: "搜索结果" });
    expect(within(results).getByText("4讲 · 40分钟 · ¥199.00")).toBeTruthy();
    expect(within(results).getByText("3讲 · 24分钟 · 免费")).toBeTruthy();

    fireEvent.change(screen.getByRole("textbox", { name: "搜索在售课程" }), { target: { value: "出口" } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "加入 增值税留抵退税实务" })).toBeNull());
    expect(view.calls.some((c) => c.path === "/api/admin/plan-courses" && c.fields.get("keyword") === "出口")).toBe(
      true,
    );
    fireEvent.click(screen.getByRole("button", { name: "加入 出口退税申报要点" }));
    expect(screen.getByRole("button", { name: "出口退税申报要点 已加入" })).toHaveProperty("disabled", true);

    fireEvent.change(screen.getByRole("textbox", { name: "搜索在售课程" }), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "搜索" }));
    fireEvent.click(await screen.findByRole("button", { name: "加入 增值税留抵退税实务" }));
    fireEvent.click(screen.getByRole("button", { name: "上移 增值税留抵退税实务" }));
    const chosen = screen.getByRole("list", { name: "已选课程（2/20）" });
    expect(
      within(chosen)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining("增值税留抵退税实务"), expect.stringContaining("出口退税申报要点")]);

    fireEvent.change(screen.getByLabelText(/课单名称/), { target: { value: "出口退税定制课单" } });
    fireEvent.change(screen.getByLabelText(/每周学习时间/), { target: { value: "4" } });
    fireEvent.click(screen.getByRole("button", { name: "生成课单并通知学员" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain("2 门课程");
    expect(dialog.textContent).toContain("出口退税定制课单");
    expect(sent).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(view.fulfilled()).toBe(1));
    expect(sent[0]!.get("courseIds")).toBe("1001,1002");
    expect(sent[0]!.get("title")).toBe("出口退税定制课单");
    expect(sent[0]!.get("weeklyHours")).toBe("4");
    expect(await screen.findByText("已生成定制课单，并已通知学员")).toBeTruthy();
  });

  it("says what is missing before asking the server, and shows the server's refusal", async () => {
    const view = render(() => ({ status: 400, msg: "课程1002不存在或已下架，请重新选择" }));
    await screen.findByRole("list", { name: "搜索结果" });
    fireEvent.change(screen.getByLabelText(/每周学习时间/), { target: { value: "41" } });
    fireEvent.click(screen.getByRole("button", { name: "生成课单并通知学员" }));
    expect(await screen.findByText("请填写 1–40 的整数")).toBeTruthy();
    expect(screen.getByText("尚未选择课程：请从搜索结果中加入")).toBeTruthy();
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(view.calls.some((c) => c.path.endsWith("/fulfil"))).toBe(false);

    fireEvent.change(screen.getByLabelText(/每周学习时间/), { target: { value: "5" } });
    fireEvent.click(screen.getByRole("button", { name: "加入 出口退税申报要点" }));
    fireEvent.click(screen.getByRole("button", { name: "生成课单并通知学员" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定" }));
    expect(await screen.findByText("课程1002不存在或已下架，请重新选择")).toBeTruthy();
    expect(view.fulfilled()).toBe(0);
  });
});
