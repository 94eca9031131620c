import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ToastApi, ToastProvider, useToast } from "./toast-provider";

/** Hands the provider's API to the test. */
const captured: { api: ToastApi | null } = { api: null };
function Capture() {
  captured.api = useToast();
  return null;
}

function renderToasts() {
  render(
    <ToastProvider>
      <Capture />
    </ToastProvider>,
  );
  return () => captured.api!;
}

describe("Toast", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("disappears after 3000 ms by default (spec §9)", () => {
    const toast = renderToasts();
    act(() => {
      toast().success("登出成功");
    });
    expect(screen.getByRole("status").textContent).toBe("登出成功");
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText("登出成功")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("登出成功")).toBeNull();
  });

  it("sits 20 px from the top", () => {
    const toast = renderToasts();
    act(() => {
      toast().info("提示");
    });
    expect((screen.getByRole("status").parentElement as HTMLElement).style.top).toBe("20px");
  });

  it("an error is announced as an alert; duration 0 stays until closed", () => {
    const toast = renderToasts();
    act(() => {
      toast().show({ message: "机构登录失败", type: "error", duration: 0, showClose: true });
    });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole("alert").textContent).toBe("机构登录失败");
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
