import { MESSAGES } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { connectMessageBoxQueue } from "./message-box-queue.connect";
import { messageBoxQueueMachine } from "./message-box-queue.machine";
import type { MessageBoxQueueEmitted, MessageBoxRequest } from "./message-box-queue.types";

function start() {
  const actor = createActor(messageBoxQueueMachine).start();
  const resolved: MessageBoxQueueEmitted[] = [];
  actor.on("messagebox.resolved", (event) => resolved.push(event));
  const open = (request: MessageBoxRequest) => actor.send({ type: "MESSAGEBOX.OPEN", request });
  return { open, resolved, view: () => connectMessageBoxQueue(actor.getSnapshot(), actor.send) };
}

const confirm: MessageBoxRequest = { id: "a", kind: "confirm", title: "提示", message: MESSAGES.logoutConfirm };
const prompt: MessageBoxRequest = {
  id: "b",
  kind: "prompt",
  title: "提示",
  message: "请输入",
  rules: { pattern: /^\d+$/ },
};

describe("messageBoxQueueMachine", () => {
  it("shows one dialog at a time, the next after the first is answered", () => {
    const { open, view, resolved } = start();
    open(confirm);
    open(prompt);
    expect(view()).toMatchObject({ open: true, message: MESSAGES.logoutConfirm, waiting: 1 });
    view().cancel();
    expect(view()).toMatchObject({ kind: "prompt", waiting: 0 });
    view().close();
    expect(view().open).toBe(false);
    expect(resolved).toEqual([
      { type: "messagebox.resolved", id: "a", action: "cancel", value: null },
      { type: "messagebox.resolved", id: "b", action: "close", value: null },
    ]);
  });

  it("refuses invalid prompt input with the default message 输入的数据不合法!", () => {
    const { open, view, resolved } = start();
    open(prompt);
    view().changeInput("abc");
    view().confirm();
    expect(view()).toMatchObject({ open: true, inputError: "输入的数据不合法!" });
    view().changeInput("42");
    expect(view().inputError).toBeNull();
    view().confirm();
    expect(resolved).toEqual([{ type: "messagebox.resolved", id: "b", action: "confirm", value: "42" }]);
  });

  it("shows a validator's own message", () => {
    const { open, view } = start();
    open({ ...prompt, rules: { validator: (value) => (value === "ok" ? true : "请输入ok") } });
    view().confirm();
    expect(view().inputError).toBe("请输入ok");
  });

  it("Enter confirms a one-line prompt but not a text area", () => {
    const { open, view, resolved } = start();
    open({ ...prompt, id: "area", inputType: "textarea", rules: {} });
    view().pressEnter();
    expect(view().open).toBe(true);
    view().confirm();
    open({ ...prompt, inputValue: "7" });
    view().pressEnter();
    expect(view().open).toBe(false);
    expect(resolved.map((event) => [event.id, event.action, event.value])).toEqual([
      ["area", "confirm", ""],
      ["b", "confirm", "7"],
    ]);
  });

  it("ignores a request that is already shown or waiting", () => {
    const { open, view } = start();
    open(confirm);
    open(confirm);
    expect(view().waiting).toBe(0);
  });
});
