import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { AskForm } from "./ask-form";

const limits = { titleMin: 5, titleMax: 60, contentMin: 0, contentMax: 1000 };

describe("AskForm", () => {
  it("checks the title length before sending, then sends the trimmed text and empties the form", async () => {
    const onSubmit = vi.fn(async () => true);
    render(<AskForm kind="question" limits={limits} loggedIn onRequireLogin={() => {}} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/问题标题/), { target: { value: "太短" } });
    fireEvent.click(screen.getByRole("button", { name: "提交问题" }));
    expect(await screen.findByText("至少输入 5 个字")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText(/问题标题/), { target: { value: "  出口退税怎么申报？ " } });
    fireEvent.click(screen.getByRole("button", { name: "提交问题" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ title: "出口退税怎么申报？", content: "" }));
    await waitFor(() => expect((screen.getByLabelText(/问题标题/) as HTMLInputElement).value).toBe(""));
  });

  it("asks a visitor to log in", () => {
    const onRequireLogin = vi.fn();
    render(
      <AskForm kind="answer" limits={limits} loggedIn={false} onRequireLogin={onRequireLogin} onSubmit={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "登录后回答" }));
    expect(onRequireLogin).toHaveBeenCalled();
  });
});
