import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type NotificationApi, NotificationProvider, useNotification } from "./notification-provider";

/** Hands the provider's API to the test. */
const captured: { api: NotificationApi | null } = { api: null };
function Capture() {
  captured.api = useNotification();
  return null;
}

function renderNotifications() {
  const { container } = render(
    <NotificationProvider>
      <Capture />
    </NotificationProvider>,
  );
  return { api: () => captured.api!, container };
}

describe("Notification", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows top-right for 4500 ms by default, 16 px apart (spec §9)", () => {
    const { api, container } = renderNotifications();
    act(() => {
      api().notify({ title: "错误", message: "退出失败", type: "error" });
    });
    expect(screen.getByRole("alert", { name: "错误" }).textContent).toContain("退出失败");
    const region = container.querySelector("[data-position]") as HTMLElement;
    expect(region.getAttribute("data-position")).toBe("top-right");
    expect(region.style.gap).toBe("16px");
    act(() => vi.advanceTimersByTime(4499));
    expect(screen.queryByRole("alert")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("waits while hovered", () => {
    const { api } = renderNotifications();
    act(() => {
      api().notify({ title: "提醒" });
    });
    fireEvent.mouseEnter(screen.getByRole("status", { name: "提醒" }));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole("status", { name: "提醒" })).toBeTruthy();
  });

  it("closes with its button and honours another position", () => {
    const { api, container } = renderNotifications();
    act(() => {
      api().notify({ title: "已保存", position: "bottom-left" });
    });
    expect(container.querySelector("[data-position]")?.getAttribute("data-position")).toBe("bottom-left");
    fireEvent.click(screen.getByRole("button", { name: "关闭" }));
    expect(screen.queryByRole("status")).toBeNull();
  });
});
