import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { UnreadBadge } from "./unread-badge";

function badgeFor(count: number) {
  render(
    <UnreadBadge count={count}>
      <span>消息</span>
    </UnreadBadge>,
  );
  return screen.queryByTestId("unread-badge")?.textContent ?? null;
}

describe("UnreadBadge (spec §9)", () => {
  it("hides at 0", () => expect(badgeFor(0)).toBeNull());
  it("shows 1", () => expect(badgeFor(1)).toBe("1"));
  it("shows 99", () => expect(badgeFor(99)).toBe("99"));
  it("shows 99+ from 100", () => expect(badgeFor(100)).toBe("99+"));
  it("shows 99+ far above", () => expect(badgeFor(12345)).toBe("99+"));
});

describe("UnreadBadge for screen readers", () => {
  it("says the count in words inside a polite live region, and nothing at 0", () => {
    const { container, rerender } = render(
      <UnreadBadge count={3}>
        <span>消息</span>
      </UnreadBadge>,
    );
    const region = container.querySelector("[aria-live='polite']");
    expect(region?.textContent).toBe("（3 条未读）");
    expect(screen.getByTestId("unread-badge").getAttribute("aria-hidden")).toBe("true");
    rerender(
      <UnreadBadge count={0}>
        <span>消息</span>
      </UnreadBadge>,
    );
    expect(container.querySelector("[aria-live='polite']")?.textContent).toBe("");
  });
});
