import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AnswerItem } from "./answer-item";

describe("AnswerItem", () => {
  it("marks a lecturer's answer and shows typed markup as text", () => {
    const onDelete = vi.fn();
    const { container } = render(
      <AnswerItem
        authorName="王立新"
        lecturer
        lecturerTitle="注册税务师"
        content="<b>粗体</b>"
        time="1天前"
        onDelete={onDelete}
      />,
    );
    expect(screen.getByText("讲师")).toBeTruthy();
    expect(screen.getByText("<b>粗体</b>")).toBeTruthy();
    expect(container.querySelector("b")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "删除" }));
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it("has no mark or delete for another learner's answer", () => {
    render(<AnswerItem authorName="学员" content="回答" time="刚刚" />);
    expect(screen.queryByText("讲师")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
