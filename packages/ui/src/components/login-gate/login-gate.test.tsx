import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { LoginGate } from "./login-gate";

describe("LoginGate", () => {
  it("catches a visitor's click before it reaches the protected element", () => {
    const onRequireLogin = vi.fn();
    const onCollect = vi.fn();
    render(
      <LoginGate locked onRequireLogin={onRequireLogin}>
        <button type="button" onClick={onCollect}>
          加入收藏
        </button>
      </LoginGate>,
    );
    fireEvent.click(screen.getByRole("button", { name: "登录" }));
    expect(onRequireLogin).toHaveBeenCalledTimes(1);
    expect(onCollect).not.toHaveBeenCalled();
  });

  it("adds nothing for a logged-in learner", () => {
    const onCollect = vi.fn();
    render(
      <LoginGate locked={false} onRequireLogin={() => {}}>
        <button type="button" onClick={onCollect}>
          加入收藏
        </button>
      </LoginGate>,
    );
    expect(screen.queryByRole("button", { name: "登录" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "加入收藏" }));
    expect(onCollect).toHaveBeenCalledTimes(1);
  });
});
