import { EMPTY_SESSION } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise } from "xstate";
import { settle } from "../../testing/replay";
import { connectSession, restoredSessionView, signedOutSessionView } from "./session.connect";
import { sessionMachine } from "./session.machine";
import type { SessionEvent, SessionView } from "./session.types";

/** A view's data, and the events its commands send. */
function describeView(view: (send: (event: SessionEvent) => void) => SessionView) {
  const sent: SessionEvent[] = [];
  const shown = view((event) => sent.push(event));
  shown.requestLogout();
  shown.cancelLogout();
  shown.confirmLogout("/vip");
  const data = Object.fromEntries(Object.entries(shown).filter(([, value]) => typeof value !== "function"));
  return { data, sent };
}

function machine(restore: () => Promise<typeof EMPTY_SESSION>) {
  return sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(restore),
      logout: fromPromise<void, { token: string }>(async () => undefined),
    },
    actions: { persistSession: () => {}, clearStorage: () => {}, navigate: () => {}, notify: () => {} },
  });
}

describe("signedOutSessionView", () => {
  it("is what the machine shows while restoring", () => {
    const actor = createActor(machine(() => new Promise(() => {}))).start();
    expect(actor.getSnapshot().matches("restoring")).toBe(true);
    expect(describeView(signedOutSessionView)).toEqual(
      describeView((send) => connectSession(actor.getSnapshot(), send)),
    );
  });

  it("is what the machine shows once it has restored an empty storage", async () => {
    const actor = createActor(machine(async () => EMPTY_SESSION)).start();
    await settle();
    expect(actor.getSnapshot().matches("loggedOut")).toBe(true);
    expect(describeView(signedOutSessionView)).toEqual(
      describeView((send) => connectSession(actor.getSnapshot(), send)),
    );
  });
});

describe("restoredSessionView", () => {
  it("is what the machine shows once it has restored a stored login", async () => {
    const stored = { ...EMPTY_SESSION, token: "t", username: "138****0001", msgNum: 3, isOrgLogin: true };
    const actor = createActor(machine(async () => stored)).start();
    await settle();
    expect(actor.getSnapshot().matches({ loggedIn: "idle" })).toBe(true);
    expect(describeView((send) => restoredSessionView(stored, send))).toEqual(
      describeView((send) => connectSession(actor.getSnapshot(), send)),
    );
  });
});
