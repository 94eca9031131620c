import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleQrUrls } from "../../stories/sample-frame";
import { belowBreakpoint } from "../../theme/breakpoints";
import { SideToolbar, type SideToolbarProps } from "./side-toolbar";

function renderToolbar(props: Partial<SideToolbarProps> = {}) {
  const handlers = {
    scrollToTop: vi.fn(),
  };
  render(
    <SideToolbar
      unreadCount={0}
      phoneHotline="400-000-0000"
      groupHotline="010-0000-0000"
      qrUrls={sampleQrUrls}
      taxServiceHref="https://example.com/12366"
      onlineServiceHref="/service/chat"
      aiAssistantHref="/ai"
      messagesHref="/center/message"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("SideToolbar", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

  it("shows back-to-top only after more than 500 px of scroll (spec §9)", () => {
    const { scrollToTop } = renderToolbar();
    expect(screen.queryByRole("button", { name: "返回顶部" })).toBeNull();
    scrollTo(500);
    expect(screen.queryByRole("button", { name: "返回顶部" })).toBeNull();
    scrollTo(501);
    fireEvent.click(screen.getByRole("button", { name: "返回顶部" }));
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    scrollTo(100);
    expect(screen.queryByRole("button", { name: "返回顶部" })).toBeNull();
  });

  it("shows the unread badge as 99+ from 100 and hides it at 0", () => {
    renderToolbar({ unreadCount: 100 });
    expect(screen.getByTestId("unread-badge").textContent).toBe("99+");
  });

  it("collapses and expands", () => {
    renderToolbar();
    fireEvent.click(screen.getByRole("button", { name: "收起" }));
    expect(screen.queryByRole("link", { name: /我的消息/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "展开" }));
    expect(screen.getByRole("link", { name: /我的消息/ })).toBeTruthy();
  });

  it("starts collapsed in a window below the small breakpoint, and opens on the edge tab", () => {
    const queries: string[] = [];
    vi.stubGlobal("matchMedia", (query: string) => {
      queries.push(query);
      return { matches: query === belowBreakpoint("small"), media: query };
    });
    try {
      renderToolbar();
      expect(queries).toContain(belowBreakpoint("small"));
      expect(screen.queryByRole("link", { name: /我的消息/ })).toBeNull();
      fireEvent.click(screen.getByRole("button", { name: "展开" }));
      expect(screen.getByRole("link", { name: /我的消息/ })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("starts open in a wider window", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({ matches: false, media: query }));
    try {
      renderToolbar();
      expect(screen.getByRole("link", { name: /我的消息/ })).toBeTruthy();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("shows one hotline popup at a time and closes it 200 ms after the pointer leaves", () => {
    renderToolbar();
    const phone = screen.getByRole("button", { name: "电话热线" });
    fireEvent.mouseEnter(phone.parentElement!);
    expect(screen.getByRole("group", { name: "电话热线" }).textContent).toContain("400-000-0000");
    fireEvent.mouseEnter(screen.getByRole("button", { name: "群热线" }).parentElement!);
    expect(screen.getAllByRole("group")).toHaveLength(1);
    expect(screen.getByRole("group", { name: "群热线" }).textContent).toContain("010-0000-0000");
    fireEvent.mouseLeave(screen.getByRole("button", { name: "群热线" }).parentElement!);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole("group")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("group")).toBeNull();
  });

  it("opens a popover from the keyboard, Escape closes it with focus kept on its button, Tab past closes it", () => {
    renderToolbar();
    const phone = screen.getByRole("button", { name: "电话热线" });
    phone.focus();
    fireEvent.click(phone); // Enter or Space on a button
    expect(phone.getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByRole("group", { name: "电话热线" }).textContent).toContain("400-000-0000");
    fireEvent.keyDown(phone, { key: "Escape" });
    expect(screen.queryByRole("group")).toBeNull();
    expect(document.activeElement).toBe(phone);

    fireEvent.click(phone);
    const group = screen.getByRole("button", { name: "群热线" });
    fireEvent.blur(phone, { relatedTarget: group });
    expect(screen.queryByRole("group")).toBeNull();
  });

  it("shows QR codes generated from the given URLs", () => {
    renderToolbar();
    fireEvent.click(screen.getByRole("button", { name: "学习资料" }));
    expect(screen.getByRole("img", { name: "学习资料" }).getAttribute("data-qr-value")).toBe(sampleQrUrls.materials);
  });

  it("links the AI assistant and messages, and the online service and 12366 in a new window", () => {
    renderToolbar();
    expect(screen.getByRole("link", { name: "AI助手" }).getAttribute("href")).toBe("/ai");
    expect(screen.getByRole("link", { name: /我的消息/ }).getAttribute("href")).toBe("/center/message");
    // spec §7: the customer-service chat opens in a new window
    const service = screen.getByRole("link", { name: "在线客服" });
    expect(service.getAttribute("href")).toBe("/service/chat");
    expect(service.getAttribute("target")).toBe("_blank");
    expect(screen.getByRole("link", { name: "12366纳税服务" }).getAttribute("target")).toBe("_blank");
  });

  it("hides the AI assistant when the organisation turns it off", () => {
    renderToolbar({ showAiAssistant: false });
    expect(screen.queryByRole("link", { name: "AI助手" })).toBeNull();
  });
});
