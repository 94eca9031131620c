import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QuestionCard } from "./question-card";

describe("QuestionCard", () => {
  it("links to its course with a real anchor the router can take, and counts answers", () => {
    const onNavigate = vi.fn();
    render(
      <QuestionCard
        title="收汇不足能否退税？"
        authorName="学员"
        time="刚刚"
        answerCount={2}
        course={{ title: "出口退税", href: "/course/details?id=3" }}
        onNavigate={onNavigate}
      />,
    );
    const link = screen.getByRole("link", { name: "课程：出口退税" });
    expect(link.getAttribute("href")).toBe("/course/details?id=3");
    fireEvent.click(link);
    expect(onNavigate).toHaveBeenCalledWith("/course/details?id=3");
    expect(screen.getByText("2 个回答")).toBeTruthy();
  });

  it("says 暂无回答 without answers and deletes through its action", () => {
    const onDelete = vi.fn();
    render(<QuestionCard title="问题标题" authorName="学员" time="刚刚" answerCount={0} onDelete={onDelete} />);
    expect(screen.getByText("暂无回答")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "删除" }));
    expect(onDelete).toHaveBeenCalled();
  });

  it("hydrates without an error when its relative time has moved on since the server rendered it", async () => {
    const { renderToString } = await import("react-dom/server");
    const { hydrateRoot } = await import("react-dom/client");
    const { act } = await import("react");
    const card = (time: string) => (
      <QuestionCard title="留抵退税怎么申请？" authorName="学员0001" time={time} answerCount={0} />
    );
    const container = document.createElement("div");
    container.innerHTML = renderToString(card("5秒前"));
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, card("1分钟前"), { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector("time")?.textContent).toBe("5秒前");
    container.remove();
  });
});
