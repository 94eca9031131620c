import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AgentConsole, type AgentConsoleProps } from "./agent-console";

const base: AgentConsoleProps = {
  status: "offline",
  queue: [],
  onClaim: () => {},
  conversations: [],
  selectedId: null,
  onSelect: () => {},
  thread: null,
  onCloseConversation: () => {},
  draft: "",
  onDraftChange: () => {},
  onSend: () => {},
  maxLength: 500,
  tickets: [
    {
      id: 1,
      learner: "138****0001",
      contact: "13800000001",
      content: "发票怎么开？",
      createdAt: "12-05 20:13",
      handled: false,
    },
    {
      id: 2,
      learner: "138****0002",
      contact: "",
      content: "回放在哪里？",
      createdAt: "12-05 21:00",
      handled: true,
      answer: "在直播页的回放标签里。",
    },
  ],
  onHandleTicket: () => {},
};

describe("AgentConsole left messages", () => {
  it("answers an unanswered message, shows the refusal, and clears the box once sent", async () => {
    const sent: [number, string][] = [];
    const answers: (string | null)[] = ["该留言已回复，不能重复回复", null];
    render(
      <AgentConsole
        {...base}
        onAnswerTicket={async (id, text) => {
          sent.push([id, text]);
          return answers.shift() ?? null;
        }}
      />,
    );
    // an answered message shows its answer and no reply box
    expect(screen.getByText("已回复：在直播页的回放标签里。")).toBeTruthy();
    expect(screen.queryByLabelText("回复 138****0002 的留言")).toBeNull();

    const box = screen.getByLabelText("回复 138****0001 的留言") as HTMLTextAreaElement;
    fireEvent.click(screen.getByRole("button", { name: "发送回复" }));
    expect(await screen.findByText("请输入回复内容")).toBeTruthy();
    expect(sent).toEqual([]);

    fireEvent.change(box, { target: { value: "  在订单页申请。 " } });
    fireEvent.click(screen.getByRole("button", { name: "发送回复" }));
    expect(await screen.findByText("该留言已回复，不能重复回复")).toBeTruthy();
    expect(box.value).toBe("  在订单页申请。 ");

    fireEvent.click(screen.getByRole("button", { name: "发送回复" }));
    await waitFor(() => expect(box.value).toBe(""));
    expect(sent).toEqual([
      [1, "在订单页申请。"],
      [1, "在订单页申请。"],
    ]);
  });
});
