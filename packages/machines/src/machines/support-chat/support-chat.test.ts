import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { connectSupportChat } from "./support-chat.connect";
import { supportChatMachine } from "./support-chat.machine";

const start = () => {
  const clock = new SimulatedClock();
  let opened = 0;
  const actor = createActor(
    supportChatMachine.provide({ actions: { openSocket: () => void opened++, closeSocket: () => {} } }),
    { clock },
  ).start();
  const view = () => connectSupportChat(actor.getSnapshot(), actor.send);
  return { actor, clock, view, opened: () => opened };
};

describe("supportChatMachine", () => {
  it("connects, shows the open or offline window by the service hours, and backs off 0.5 s, 1 s, 2 s … on drops", () => {
    const { actor, clock, view, opened } = start();
    expect(view()).toMatchObject({ status: "connecting", connected: false, retryInMs: null });
    actor.send({ type: "SOCKET.READY", online: false });
    expect(view()).toMatchObject({ status: "offline", connected: true });
    actor.send({ type: "SOCKET.CLOSED", retry: true });
    expect(view()).toMatchObject({ status: "reconnecting", retryInMs: 500 });
    clock.increment(499);
    expect(view().status).toBe("reconnecting");
    clock.increment(1);
    expect(view().status).toBe("connecting");
    actor.send({ type: "SOCKET.CLOSED", retry: true });
    expect(view().retryInMs).toBe(1000);
    clock.increment(1000);
    actor.send({ type: "SOCKET.READY", online: true });
    expect(view()).toMatchObject({ status: "open", connected: true });
    expect(opened()).toBe(3);
  });

  it("stops on a refusal a retry cannot cure, with its reason, until the learner retries", () => {
    const { actor, view, opened } = start();
    actor.send({ type: "SOCKET.CLOSED", retry: false, error: "打开的客服窗口过多，请关闭其他窗口后重试" });
    expect(view()).toMatchObject({ status: "failed", error: "打开的客服窗口过多，请关闭其他窗口后重试" });
    view().retryNow();
    expect(view()).toMatchObject({ status: "connecting", error: null });
    expect(opened()).toBe(2);
  });
});
