import { DeferredActor } from "@taxlearn/machines";
import { describe, expect, it, vi } from "vitest";
import { type Actor, assign, createActor, emit, setup } from "xstate";

// DeferredActor lives in machines; it is tested here, where React's frame components use it (decision 115).

/** Logs every NOTE it receives, in order, and emits each one. */
const notebookMachine = setup({
  types: {
    context: {} as { notes: string[] },
    events: {} as { type: "NOTE"; text: string },
    emitted: {} as { type: "noted"; text: string },
  },
}).createMachine({
  context: { notes: [] },
  on: {
    NOTE: {
      actions: [
        assign({ notes: ({ context, event }) => [...context.notes, event.text] }),
        emit(({ event }) => ({ type: "noted" as const, text: event.text })),
      ],
    },
  },
});

type Notebook = typeof notebookMachine;
const note = (text: string) => ({ type: "NOTE" as const, text });

/** A `create` whose loads the test settles by hand, each with a fresh actor. */
function manualLoads() {
  const loads: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const create = vi.fn(
    () =>
      new Promise<Actor<Notebook>>((resolve, reject) => {
        loads.push({ resolve: () => resolve(createActor(notebookMachine)), reject });
      }),
  );
  /** Settles the n-th load and lets its continuation run. */
  const settle = async (index: number, outcome: "load" | Error = "load") => {
    const load = loads[index]!;
    if (outcome === "load") load.resolve();
    else load.reject(outcome);
    await Promise.resolve();
    await Promise.resolve();
  };
  return { create, settle };
}

const notes = (actor: DeferredActor<Notebook>) => actor.getSnapshot()?.context.notes;

describe("DeferredActor", () => {
  it("has no snapshot until started, then delivers the events that waited, in order", async () => {
    const { create, settle } = manualLoads();
    const actor = new DeferredActor<Notebook>({ create });
    expect(create).not.toHaveBeenCalled();
    expect(actor.getSnapshot()).toBeNull();

    actor.send(note("a"));
    actor.send(note("b"));
    expect(create).toHaveBeenCalledTimes(1);
    expect(actor.started).toBe(false);
    expect(actor.getSnapshot()).toBeNull();

    await settle(0);
    expect(actor.started).toBe(true);
    expect(notes(actor)).toEqual(["a", "b"]);
    actor.send(note("c"));
    expect(notes(actor)).toEqual(["a", "b", "c"]);
  });

  it("sends startWith's events before the ones that started it", async () => {
    const { create, settle } = manualLoads();
    const actor = new DeferredActor<Notebook>({ create, startWith: () => [note("restored")] });
    actor.send(note("clicked"));
    await settle(0);
    expect(notes(actor)).toEqual(["restored", "clicked"]);
  });

  it("start() loads without an event; subscribers hear the start", async () => {
    const { create, settle } = manualLoads();
    const actor = new DeferredActor<Notebook>({ create });
    const listener = vi.fn();
    actor.subscribe(listener);
    actor.start();
    actor.start();
    expect(create).toHaveBeenCalledTimes(1);
    await settle(0);
    expect(listener).toHaveBeenCalled();
    expect(notes(actor)).toEqual([]);
  });

  it("gives emitted events to handlers attached before it started, not to those unsubscribed", async () => {
    const { create, settle } = manualLoads();
    const actor = new DeferredActor<Notebook>({ create });
    const early = vi.fn();
    const dropped = vi.fn();
    actor.on("noted", early);
    actor.on("noted", dropped).unsubscribe();
    actor.send(note("a"));
    await settle(0);
    const late = vi.fn();
    actor.on("noted", late);
    actor.send(note("b"));

    expect(early.mock.calls.map(([event]) => event.text)).toEqual(["a", "b"]);
    expect(late.mock.calls.map(([event]) => event.text)).toEqual(["b"]);
    expect(dropped).not.toHaveBeenCalled();
  });

  it("stop() discards a load in flight; a later event starts afresh without the old ones", async () => {
    const { create, settle } = manualLoads();
    const actor = new DeferredActor<Notebook>({ create });
    actor.send(note("before stop"));
    actor.stop();
    await settle(0);
    expect(actor.started).toBe(false);
    expect(actor.getSnapshot()).toBeNull();

    actor.send(note("after stop"));
    expect(create).toHaveBeenCalledTimes(2);
    await settle(1);
    expect(notes(actor)).toEqual(["after stop"]);
  });

  it("stop() stops a running actor and tells subscribers; the next event starts a fresh one", async () => {
    const { create, settle } = manualLoads();
    const actor = new DeferredActor<Notebook>({ create });
    actor.send(note("a"));
    await settle(0);
    const listener = vi.fn();
    actor.subscribe(listener);
    actor.stop();
    expect(listener).toHaveBeenCalled();
    expect(actor.getSnapshot()).toBeNull();

    actor.send(note("b"));
    await settle(1);
    expect(notes(actor)).toEqual(["b"]);
  });

  it("a failed load calls onLoadError and drops the waiting events; the next event tries again", async () => {
    const { create, settle } = manualLoads();
    const onLoadError = vi.fn();
    const actor = new DeferredActor<Notebook>({ create, onLoadError });
    const failure = new Error("chunk failed to load");
    actor.send(note("lost"));
    await settle(0, failure);
    expect(onLoadError).toHaveBeenCalledWith(failure);
    expect(actor.started).toBe(false);

    actor.send(note("retried"));
    expect(create).toHaveBeenCalledTimes(2);
    await settle(1);
    expect(notes(actor)).toEqual(["retried"]);
  });

  it("holds events until readyWhen says the started machine takes them, then sends them in order", async () => {
    const { create, settle } = manualLoads();
    // ready once the notebook holds a first note (as a session is once restored): startWith writes it
    const actor = new DeferredActor<Notebook>({
      create,
      readyWhen: (snapshot) => snapshot.context.notes.length > 0,
    });
    actor.send(note("early"));
    await settle(0);
    expect(notes(actor)).toEqual([]);
    actor.send(note("while starting"));
    expect(notes(actor)).toEqual([]);

    const ready = new DeferredActor<Notebook>({
      create: () => Promise.resolve(createActor(notebookMachine)),
      startWith: () => [note("restored")],
      readyWhen: (snapshot) => snapshot.context.notes.length > 0,
    });
    ready.send(note("early"));
    await Promise.resolve();
    await Promise.resolve();
    expect(notes(ready)).toEqual(["restored", "early"]);
    ready.send(note("later"));
    expect(notes(ready)).toEqual(["restored", "early", "later"]);
  });

  it("sends catchUp's events once the machine takes events, before the ones that waited", async () => {
    const { create, settle } = manualLoads();
    let learned = ["first name"];
    const actor = new DeferredActor<Notebook>({
      create,
      startWith: () => [note("restored")],
      readyWhen: (snapshot) => snapshot.context.notes.length > 0,
      catchUp: () => learned.map(note),
    });
    actor.send(note("clicked"));
    // what the page learned while the machine loaded counts, not what it knew when the load began
    learned = ["second name"];
    await settle(0);
    expect(notes(actor)).toEqual(["restored", "second name", "clicked"]);
  });

  it("waitFor resolves once the running snapshot reaches a state, and rejects when the machine fails to load", async () => {
    const { create, settle } = manualLoads();
    const actor = new DeferredActor<Notebook>({ create });
    actor.send(note("a"));
    let reached = false;
    const waiting = actor
      .waitFor((snapshot) => snapshot.context.notes.includes("b"))
      .then(() => {
        reached = true;
      });
    await settle(0);
    expect(reached).toBe(false);
    actor.send(note("b"));
    await waiting;
    expect(reached).toBe(true);
    await expect(actor.waitFor((snapshot) => snapshot.context.notes.length === 2)).resolves.toBeUndefined();

    const failing = manualLoads();
    const unloaded = new DeferredActor<Notebook>({ create: failing.create });
    unloaded.send(note("lost"));
    const never = unloaded.waitFor(() => true);
    const failure = new Error("chunk failed to load");
    await failing.settle(0, failure);
    await expect(never).rejects.toBe(failure);
  });
});
