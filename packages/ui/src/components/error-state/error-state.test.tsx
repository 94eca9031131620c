import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ErrorState } from "./error-state";

describe("ErrorState", () => {
  it("announces the failure and offers a retry", () => {
    const onRetry = vi.fn();
    render(<ErrorState description="请求超时，请检查网络是否连接正常" onRetry={onRetry} />);
    expect(screen.getByRole("alert", { name: "加载失败" }).textContent).toContain("请求超时");
    fireEvent.click(screen.getByRole("button", { name: "重新加载" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("has no retry button without a handler", () => {
    render(<ErrorState />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
