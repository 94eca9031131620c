import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { currentLocation, type FakeResponse, renderScreen } from "../../../testing/render-screen";
import MessageScreen from "./message-screen";

const message = (id: number, overrides: Record<string, unknown> = {}) => ({
  messageId: id,
  messageType: 1,
  title: `通知 ${id}`,
  content: "正文",
  readFlag: 0,
  link: "",
  createdAt: new Date(Date.now() - 60_000).toISOString(),
  ...overrides,
});

function server(list: ReturnType<typeof message>[], unread: number) {
  let count = unread;
  return {
    routes: {
      "/api/getNotReadCount": (): FakeResponse => ({ data: { count } }),
      "/api/getMessagesList": (fields: URLSearchParams): FakeResponse => {
        const type = Number(fields.get("messageType") ?? 0);
        const shown = list.filter((m) => type === 0 || m.messageType === type);
        return { data: { list: shown, total: shown.length, page: 1, pageSize: 10 } };
      },
      "/api/setMessagesStatus": (fields: URLSearchParams): FakeResponse => {
        const target = list.find((m) => m.messageId === Number(fields.get("messageId")));
        if (!target) return { status: 404, msg: "消息不存在" };
        target.readFlag = 1;
        count -= 1;
        return { msg: "已标记为已读", data: { count } };
      },
      "/api/setMessagesAllRead": (): FakeResponse => {
        const marked = count;
        for (const m of list) m.readFlag = 1;
        count = 0;
        return { msg: `已将${marked}条消息标记为已读`, data: { marked, count } };
      },
    },
  };
}

const renderMessages = (list: ReturnType<typeof message>[], unread: number) => {
  localStorage.setItem("token", "learner-token");
  return renderScreen(<MessageScreen />, { url: "/center/message", server: server(list, unread).routes });
};

describe("message screen", () => {
  it("lists read and unread messages; a message's link is a real link to its page", async () => {
    renderMessages(
      [
        message(2, { messageType: 4, title: "订单支付成功", link: "/center/order" }),
        message(1, { readFlag: 1, title: "系统维护通知", link: "https://evil.example/" }),
      ],
      1,
    );
    const link = await screen.findByRole("link", { name: "订单支付成功" });
    expect(link.getAttribute("href")).toBe("/center/order");
    // a link that is not a site path opens nothing
    expect(screen.queryByRole("link", { name: "系统维护通知" })).toBeNull();
    expect(await screen.findByText("1条未读")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /标为已读：/ })).toHaveLength(1);
  });

  it("filters by type with the tabs (messageType sent to the server)", async () => {
    const { calls } = renderMessages([message(2, { messageType: 3, title: "您的提问有了新回答" }), message(1)], 2);
    await screen.findByText("通知 1");
    fireEvent.click(screen.getByRole("tab", { name: "问答" }));
    await waitFor(() => expect(screen.queryByText("通知 1")).toBeNull());
    expect(screen.getByText("您的提问有了新回答")).toBeTruthy();
    expect(
      calls
        .filter((c) => c.path === "/api/getMessagesList")
        .at(-1)
        ?.fields.get("messageType"),
    ).toBe("3");
  });

  it("marks one message read, then all, and the unread count follows the server's answer", async () => {
    const { calls } = renderMessages([message(3), message(2), message(1)], 3);
    await screen.findByText("3条未读");
    fireEvent.click(screen.getByRole("button", { name: "标为已读：通知 2" }));
    expect(await screen.findByText("2条未读")).toBeTruthy();
    const status = calls.find((c) => c.path === "/api/setMessagesStatus");
    expect(status?.fields.get("messageId")).toBe("2");
    expect(status?.fields.get("readFlag")).toBe("1");
    fireEvent.click(screen.getByRole("button", { name: "全部标为已读" }));
    expect(await screen.findByText("没有未读消息")).toBeTruthy();
    expect(await screen.findByText("已将2条消息标记为已读")).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole("button", { name: /标为已读：/ })).toHaveLength(0));
    expect((screen.getByRole("button", { name: "全部标为已读" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("opening a linked message marks it read and goes to its page", async () => {
    const { calls } = renderMessages([message(5, { title: "新政策", link: "/policy/details?id=9" })], 1);
    fireEvent.click(await screen.findByRole("link", { name: "新政策" }));
    await waitFor(() => expect(currentLocation()).toBe("/policy/details?id=9"));
    await waitFor(() => expect(calls.some((c) => c.path === "/api/setMessagesStatus")).toBe(true));
  });

  it("shows an empty state that links to the subscriptions", async () => {
    renderMessages([], 0);
    const empty = await screen.findByRole("region", { name: "暂无消息" });
    expect(within(empty).getByRole("link", { name: "去订阅" }).getAttribute("href")).toBe("/center/subscribe");
  });
});
