import { describe, expect, it } from "vitest";
import { createActor, createMachine } from "xstate";
import { toMermaid } from "../cli/mermaid";
import { newShopWorld, orderPaymentModel } from "../machines/order-payment/order-payment.model";
import { quizModel } from "../machines/quiz/quiz.model";
import { models } from "./registry";
import { ReplayClock } from "./replay-clock";
import { describePath, runModel } from "./run-model";

// The model-test harness must be able to fail: these feed it broken machines, invariants and samples.
describe("model-test harness", () => {
  // the quiz model with one input, whose right answer is the second
  const secondIsRight = { ...quizModel, inputs: undefined, input: quizModel.inputs?.[1] };

  it("reports a path whose real actor diverges from the graph (a guard provided wrongly)", async () => {
    const report = await runModel({
      ...quizModel,
      fakes: () => ({ implementations: { guards: { isCorrectChoice: () => true } }, world: undefined }),
    });
    expect(report.failures.length).toBeGreaterThan(0);
    expect(report.failures[0]?.error).toMatch(/expected .*wrong.*\n\s+actual .*correct/);
  });

  it("reports a broken invariant with its step", async () => {
    const report = await runModel({
      ...secondIsRight,
      invariants: (snapshot) => (snapshot.matches("wrong") ? ["no"] : []),
    });
    expect(report.failures.map((failure) => failure.error)).toEqual([
      "step 1: after QUIZ.CHOOSE: invariant broken: no",
    ]);
  });

  it("measures missing coverage when the samples never reach a state", async () => {
    const report = await runModel({ ...secondIsRight, events: [{ type: "QUIZ.CHOOSE", choice: 0 }] });
    expect(report.complete).toBe(false);
    expect(report.coverage.states.missing).toEqual(["quiz.correct"]);
    expect(report.coverage.transitions).toMatchObject({ covered: 1, total: 2 });
  });

  it("fails paths when the side effects are not provided: the defaults do no I/O, they reject", async () => {
    const report = await runModel({
      ...orderPaymentModel,
      // shortest paths suffice to show every replay failing; its thousands of simple paths only cost time
      simplePaths: false,
      fakes: () => ({
        implementations: {},
        world: newShopWorld(),
      }),
    });
    // the unprovided payOrder rejects at once, so the machine fails before any path can start
    expect(report.passed).toBe(0);
    expect(report.failures[0]?.error).toMatch(/^step 0: .*\n\s+actual \{"value":"failed"/);
  });

  it("describes paths as event sequences", () => {
    const step = (event: { type: string; [key: string]: unknown }) => ({ event, state: undefined as never });
    const path = {
      state: undefined as never,
      weight: 3,
      steps: [
        step({ type: "xstate.init" }),
        step({ type: "PAY.CONFIRM" }),
        step({ type: "xstate.after.pollDelay.orderPayment.awaitingPayment.waiting" }),
        step({ type: "xstate.done.actor.verifyStatus", output: "paid" }),
      ],
    };
    expect(describePath(path)).toBe('PAY.CONFIRM → after pollDelay → done verifyStatus {"output":"paid"}');
  });

  it("moves the simulated clock to exactly the next timer", () => {
    const clock = new ReplayClock();
    const fired: string[] = [];
    clock.setTimeout(() => fired.push("late"), 900);
    const early = clock.setTimeout(() => fired.push("early"), 300);
    expect(clock.advanceToNextTimer()).toBe(300);
    expect(fired).toEqual(["early"]);
    clock.clearTimeout(early);
    expect(clock.advanceToNextTimer()).toBe(600);
    expect(clock.advanceToNextTimer()).toBeNull();
    expect(fired).toEqual(["early", "late"]);
  });

  // a state with two timers: the 100 ms one always fires first, so `late` is unreachable on any clock
  const racingTimers = createMachine({
    id: "race",
    initial: "waiting",
    states: {
      waiting: { after: { 100: "early", 300: "late" } },
      early: { after: { 50: "waiting" } },
      late: {},
    },
  });

  it("offers a timer's event only when no other timer is due before it", async () => {
    const report = await runModel({
      name: "race",
      machine: racingTimers,
      events: [],
      fakes: () => ({ implementations: {}, world: undefined }),
    });
    expect(report.failures).toEqual([]);
    expect(report.coverage.states.missing).toEqual(["race.late"]);
  });

  it("fires exactly the timer a step names, at its moment, and refuses one another timer precedes", () => {
    const clock = new ReplayClock();
    const actor = createActor(racingTimers, { clock });
    clock.attach(actor.system);
    actor.start();
    expect(clock.fire("xstate.after.300.race.waiting")).toBe("another timer is due 200 ms before it");
    expect(clock.fire("xstate.after.50.race.early")).toBe("that timer is not pending");
    expect(clock.fire("xstate.after.100.race.waiting")).toBeUndefined();
    expect(clock.now()).toBe(100);
    expect(actor.getSnapshot().value).toBe("early");
    expect(clock.fire("xstate.after.50.race.early")).toBeUndefined();
    expect(clock.now()).toBe(150);
    expect(actor.getSnapshot().value).toBe("waiting");
    actor.stop();
  });

  it("draws every registered machine as a Mermaid state diagram", () => {
    for (const model of models) {
      const diagram = toMermaid(model.machine);
      expect(diagram.startsWith("stateDiagram-v2\n")).toBe(true);
      expect(diagram).toContain("[*] -->");
    }
  });
});
