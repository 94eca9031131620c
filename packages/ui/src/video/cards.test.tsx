import { MESSAGES } from "@taxlearn/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ImageOverlayCard } from "./image-overlay-card";
import { QuizCard } from "./quiz-card";
import { sampleEvent } from "./sample-interaction-events";
import { TextCard } from "./text-card";

const countdown = (overrides: Partial<{ remaining: number; paused: boolean; hasCountdown: boolean }> = {}) => ({
  remaining: 5,
  paused: false,
  onToggleCountdown: vi.fn(),
  onClose: vi.fn(),
  ...overrides,
});

describe("TextCard", () => {
  it("shows the text, the answer and the link with its label, and jumps to its route", () => {
    const onJump = vi.fn();
    render(<TextCard event={sampleEvent("TextCard", 2)} onJump={onJump} {...countdown()} />);
    expect(screen.getByText(/先判断业务是否属于征税范围/)).toBeTruthy();
    const link = screen.getByRole("link", { name: "查看相关政策" });
    expect(link.getAttribute("href")).toBe("/policy");
    fireEvent.click(link);
    expect(onJump).toHaveBeenCalledWith("/policy");
  });

  it("labels a link without jumpText 去查看 (spec §3 default)", () => {
    render(<TextCard event={sampleEvent("TextCard", 8)} {...countdown()} />);
    expect(screen.getByRole("link", { name: MESSAGES.defaultJumpText })).toBeTruthy();
  });

  it("shows a question's answer and no link when there is none", () => {
    render(<TextCard event={sampleEvent("TextCard", 3)} {...countdown()} />);
    expect(screen.getByText(/不得抵扣进项税额/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: MESSAGES.defaultJumpText })).toBeNull();
  });

  it("counts down, toggles the countdown with the timer icon, and closes", () => {
    const props = countdown({ remaining: 3 });
    const { rerender } = render(<TextCard event={sampleEvent("TextCard", 7)} {...props} />);
    expect(screen.getByText("3秒后关闭")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "暂停倒计时" }));
    expect(props.onToggleCountdown).toHaveBeenCalledOnce();
    rerender(<TextCard event={sampleEvent("TextCard", 7)} {...props} paused />);
    expect(screen.getByRole("button", { name: "继续倒计时" }).getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    expect(props.onClose).toHaveBeenCalledOnce();
  });

  it("shows no countdown for a card without timeout", () => {
    render(<TextCard event={sampleEvent("TextCard", 2)} {...countdown({ hasCountdown: false })} />);
    expect(screen.queryByText(/秒后关闭/)).toBeNull();
    expect(screen.getByRole("button", { name: "关闭" })).toBeTruthy();
  });
});

describe("ImageOverlayCard", () => {
  it("places the picture by its percentages of the video", () => {
    render(<ImageOverlayCard event={sampleEvent("ImageOverlay")} {...countdown()} />);
    const figure = screen.getByTestId("interaction-card");
    expect(figure.style.left).toBe("52%");
    expect(figure.style.top).toBe("6%");
    expect(figure.style.width).toBe("42%");
    expect(figure.style.height).toBe("20%");
    expect(screen.getByRole("img", { name: "重点提示" }).getAttribute("src")).toBe("/media/video/cards/key-point.png");
  });
});

describe("QuizCard", () => {
  const quiz = sampleEvent("Quiz");

  it("asks with two choices", () => {
    render(<QuizCard event={quiz} {...countdown()} />);
    expect(screen.getByRole("button", { name: /企业自行选择/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: /按国家规定的出口退税率/ })).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("shows 错误, the correct answer, the learner's answer and the analysis after a wrong choice", () => {
    render(<QuizCard event={quiz} {...countdown()} />);
    fireEvent.click(screen.getByRole("button", { name: /企业自行选择/ }));
    const result = screen.getByRole("status");
    expect(result.textContent).toContain("错误");
    expect(result.textContent).toContain("正确答案：按国家规定的出口退税率");
    expect(result.textContent).toContain("你的答案：企业自行选择");
    expect(result.textContent).toContain("解析：出口退税率由国家统一规定");
    expect(screen.getByRole("button", { name: /按国家规定/ }).getAttribute("aria-disabled")).toBe("true");
  });

  it("shows 正确 and no learner's answer after the right choice", () => {
    render(<QuizCard event={quiz} {...countdown()} />);
    fireEvent.click(screen.getByRole("button", { name: /按国家规定的出口退税率/ }));
    const result = screen.getByRole("status");
    expect(result.textContent).toContain("正确");
    expect(result.textContent).not.toContain("你的答案");
    expect(result.textContent).toContain("解析");
  });
});
