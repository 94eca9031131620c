import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { MessageList, type MessageListItem } from "./message-list";

const item = (overrides: Partial<MessageListItem>): MessageListItem => ({
  id: 1,
  typeLabel: "系统通知",
  title: "通知",
  content: "<b>正文</b>",
  time: "刚刚",
  unread: true,
  href: null,
  ...overrides,
});

describe("MessageList", () => {
  it("marks unread messages and offers 标为已读 on them only", () => {
    const onMarkRead = vi.fn();
    render(
      <MessageList
        items={[item({ id: 1, title: "未读的" }), item({ id: 2, title: "已读的", unread: false })]}
        onMarkRead={onMarkRead}
      />,
    );
    expect(screen.getAllByRole("button", { name: /标为已读/ })).toHaveLength(1);
    fireEvent.click(screen.getByRole("button", { name: "标为已读：未读的" }));
    expect(onMarkRead).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(screen.getByText("已读")).toBeTruthy();
    // content is text, never markup
    expect(screen.getAllByText("<b>正文</b>")).toHaveLength(2);
  });

  it("renders a linked title as a real anchor that the router takes over", () => {
    const onNavigate = vi.fn();
    const onOpen = vi.fn();
    render(
      <MessageList
        items={[item({ href: "/center/order", title: "订单支付成功" })]}
        onMarkRead={() => {}}
        onOpen={onOpen}
        onNavigate={onNavigate}
      />,
    );
    const link = screen.getByRole("link", { name: "订单支付成功" });
    expect(link.getAttribute("href")).toBe("/center/order");
    fireEvent.click(link, { button: 0 });
    expect(onOpen).toHaveBeenCalled();
    expect(onNavigate).toHaveBeenCalledWith("/center/order");
  });

  it("disables the button of a message whose change is pending", () => {
    render(<MessageList items={[item({ id: 7 })]} onMarkRead={() => {}} pendingId={7} />);
    expect((screen.getByRole("button", { name: /标为已读/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
