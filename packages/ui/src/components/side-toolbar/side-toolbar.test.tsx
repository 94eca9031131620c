import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleQrUrls } from "../../stories/sample-frame";
import { belowBreakpoint } from "../../theme/breakpoints";
import { SideToolbar, type SideToolbarProps } from "./side-toolbar";
import { createSideToolbarActor } from "./side-toolbar.actor";

// The real actor module, its factory spied on: the toolbar's machine must load on its first event, not at mount.
vi.mock("./side-toolbar.actor", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./side-toolbar.actor")>();
  return { createSideToolbarActor: vi.fn(actual.createSideToolbarActor) };
});

/** Gives a load started at mount by mistake the time to reach the actor factory. */
async function afterAnyLoadAtMount() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

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

/** Stubs a phone-sized (or wider) window for the toolbar's media query. */
function stubWindowNarrow(narrow: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: narrow && query === belowBreakpoint("small"),
    media: query,
  }));
}

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

describe("SideToolbar", () => {
  beforeEach(() => vi.mocked(createSideToolbarActor).mockClear());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
  });

  it("shows back-to-top only after more than 500 px of scroll (spec §9)", async () => {
    const { scrollToTop } = renderToolbar();
    expect(screen.queryByRole("button", { name: "返回顶部" })).toBeNull();
    scrollTo(501);
    fireEvent.click(await screen.findByRole("button", { name: "返回顶部" }));
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    scrollTo(500);
    expect(screen.queryByRole("button", { name: "返回顶部" })).toBeNull();
    scrollTo(501);
    expect(screen.getByRole("button", { name: "返回顶部" })).toBeTruthy();
    scrollTo(100);
    expect(screen.queryByRole("button", { name: "返回顶部" })).toBeNull();
  });

  it("shows back-to-top at once on a page that mounts already scrolled (a reload keeps the scroll)", async () => {
    Object.defineProperty(window, "scrollY", { value: 800, configurable: true });
    renderToolbar();
    expect(await screen.findByRole("button", { name: "返回顶部" })).toBeTruthy();
  });

  it("shows the unread badge as 99+ from 100 and hides it at 0", () => {
    renderToolbar({ unreadCount: 100 });
    expect(screen.getByTestId("unread-badge").textContent).toBe("99+");
  });

  it("collapses and expands", async () => {
    renderToolbar();
    fireEvent.click(screen.getByRole("button", { name: "收起" }));
    await waitFor(() => expect(screen.queryByRole("link", { name: /我的消息/ })).toBeNull());
    fireEvent.click(screen.getByRole("button", { name: "展开" }));
    expect(screen.getByRole("link", { name: /我的消息/ })).toBeTruthy();
  });

  it("starts collapsed in a window below the small breakpoint, and opens on the edge tab", async () => {
    const queries: string[] = [];
    vi.stubGlobal("matchMedia", (query: string) => {
      queries.push(query);
      return { matches: query === belowBreakpoint("small"), media: query };
    });
    renderToolbar();
    expect(queries).toContain(belowBreakpoint("small"));
    expect(screen.queryByRole("link", { name: /我的消息/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "展开" }));
    expect(await screen.findByRole("link", { name: /我的消息/ })).toBeTruthy();
  });

  it("starts open in a wider window", () => {
    stubWindowNarrow(false);
    renderToolbar();
    expect(screen.getByRole("link", { name: /我的消息/ })).toBeTruthy();
  });

  it("shows one hotline popup at a time and closes it 200 ms after the pointer leaves", async () => {
    renderToolbar();
    const phone = screen.getByRole("button", { name: "电话热线" });
    fireEvent.mouseEnter(phone.parentElement!);
    expect((await screen.findByRole("group", { name: "电话热线" })).textContent).toContain("400-000-0000");
    vi.useFakeTimers();
    fireEvent.mouseEnter(screen.getByRole("button", { name: "群热线" }).parentElement!);
    expect(screen.getAllByRole("group")).toHaveLength(1);
    expect(screen.getByRole("group", { name: "群热线" }).textContent).toContain("010-0000-0000");
    fireEvent.mouseLeave(screen.getByRole("button", { name: "群热线" }).parentElement!);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByRole("group")).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole("group")).toBeNull();
  });

  it("opens a popover from the keyboard, Escape closes it with focus kept on its button, Tab past closes it", async () => {
    renderToolbar();
    const phone = screen.getByRole("button", { name: "电话热线" });
    phone.focus();
    fireEvent.click(phone); // Enter or Space on a button
    expect((await screen.findByRole("group", { name: "电话热线" })).textContent).toContain("400-000-0000");
    expect(phone.getAttribute("aria-expanded")).toBe("true");
    fireEvent.keyDown(phone, { key: "Escape" });
    expect(screen.queryByRole("group")).toBeNull();
    expect(document.activeElement).toBe(phone);

    fireEvent.click(phone);
    const group = screen.getByRole("button", { name: "群热线" });
    fireEvent.blur(phone, { relatedTarget: group });
    expect(screen.queryByRole("group")).toBeNull();
  });

  it("shows QR codes generated from the given URLs", async () => {
    renderToolbar();
    fireEvent.click(screen.getByRole("button", { name: "学习资料" }));
    expect((await screen.findByRole("img", { name: "学习资料" })).getAttribute("data-qr-value")).toBe(
      sampleQrUrls.materials,
    );
  });

  it("opens with the given popup (as in a story)", async () => {
    renderToolbar({ defaultPopup: "group" });
    expect((await screen.findByRole("group", { name: "群热线" })).textContent).toContain("010-0000-0000");
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

  describe("its machine loads on the first event (decision 115)", () => {
    /** Resolves when the toolbar's next actor has started (xstate tells its observers then). */
    async function nextToolbarStart(): Promise<{ started: Promise<void> }> {
      const real = await vi.importActual<typeof import("./side-toolbar.actor")>("./side-toolbar.actor");
      const started = new Promise<void>((resolve) => {
        vi.mocked(createSideToolbarActor).mockImplementationOnce((scrollToTop) => {
          const actor = real.createSideToolbarActor(scrollToTop);
          actor.subscribe(() => resolve());
          return actor;
        });
      });
      return { started };
    }

    it("is not loaded at mount, and loads on the first click", async () => {
      renderToolbar();
      await afterAnyLoadAtMount();
      expect(createSideToolbarActor).not.toHaveBeenCalled();
      fireEvent.click(screen.getByRole("button", { name: "收起" }));
      expect(await screen.findByRole("button", { name: "展开" })).toBeTruthy();
      expect(createSideToolbarActor).toHaveBeenCalledTimes(1);
    });

    it("starts in the collapsed state a phone shows: the first toggle opens it", async () => {
      stubWindowNarrow(true);
      renderToolbar();
      expect(screen.getByRole("button", { name: "展开" }).getAttribute("aria-expanded")).toBe("false");
      await afterAnyLoadAtMount();
      expect(createSideToolbarActor).not.toHaveBeenCalled();
      expect(screen.getByRole("button", { name: "展开" }).getAttribute("aria-expanded")).toBe("false");
      fireEvent.click(screen.getByRole("button", { name: "展开" }));
      expect(await screen.findByRole("link", { name: /我的消息/ })).toBeTruthy();
      expect(createSideToolbarActor).toHaveBeenCalledTimes(1);
      fireEvent.click(screen.getByRole("button", { name: "收起" }));
      expect(screen.queryByRole("link", { name: /我的消息/ })).toBeNull();
    });

    it("stays collapsed (defaultCollapsed) when a scroll starts the machine", async () => {
      const { started } = await nextToolbarStart();
      renderToolbar({ defaultCollapsed: true });
      scrollTo(800);
      await act(() => started);
      expect(screen.queryByRole("link", { name: /我的消息/ })).toBeNull();
      // the running machine opens at once, with back-to-top already following the scroll
      fireEvent.click(screen.getByRole("button", { name: "展开" }));
      expect(screen.getByRole("link", { name: /我的消息/ })).toBeTruthy();
      expect(screen.getByRole("button", { name: "返回顶部" })).toBeTruthy();
    });
  });
});
