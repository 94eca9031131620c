import { CREDIT_MESSAGES, creditHeartbeats, type Heartbeat } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { connectLectureHeartbeat } from "./lecture-heartbeat.connect";
import { lectureHeartbeatMachine } from "./lecture-heartbeat.machine";
import type { BeatDelivery, LectureHeartbeatInput } from "./lecture-heartbeat.types";

/** A player with a server that answers each report when told to. */
function start(input: LectureHeartbeatInput = {}) {
  const clock = new SimulatedClock();
  const sent: { delivery: BeatDelivery; at: number; settle: (ok: boolean) => void }[] = [];
  const machine = lectureHeartbeatMachine.provide({
    actors: {
      sendBeat: fromPromise<void, BeatDelivery>(
        ({ input }) =>
          new Promise<void>((resolve, reject) => {
            sent.push({
              delivery: input,
              at: clock.now(),
              settle: (ok) => (ok ? resolve() : reject(new Error("503"))),
            });
          }),
      ),
    },
  });
  const actor = createActor(machine, { input, clock }).start();
  const settle = async (ok: boolean) => {
    sent.at(-1)?.settle(ok);
    await new Promise((resolve) => setImmediate(resolve));
  };
  /** plays `seconds` at the current speed, a time update per second just before the second is up */
  const play = (seconds: number) => {
    for (let i = 0; i < seconds; i++) {
      clock.increment(999);
      const { position, rate } = actor.getSnapshot().context;
      actor.send({ type: "PLAYER.PROGRESS", position: position + rate });
      clock.increment(1);
    }
  };
  const view = () => connectLectureHeartbeat(actor.getSnapshot());
  return { actor, clock, sent, settle, play, view };
}

describe("lectureHeartbeatMachine", () => {
  it("reports every beat while playing, and the pause at once", async () => {
    const { actor, sent, settle, play, view } = start({ beatSeconds: 20 });
    expect(view()).toMatchObject({ status: "idle", message: null });
    actor.send({ type: "PLAYER.PLAY", position: 0 });
    expect(view()).toMatchObject({ status: "counting", message: "正在计入学时" });
    play(20);
    expect(sent.map((s) => [s.at, s.delivery])).toEqual([
      [20_000, { segments: [{ from: 0, to: 20, rate: 1 }], visible: true, playing: true }],
    ]);
    await settle(true);
    play(5);
    actor.send({ type: "PLAYER.PAUSE" });
    expect(sent[1]?.delivery.segments).toEqual([{ from: 20, to: 25, rate: 1 }]);
    expect(view()).toMatchObject({ status: "paused", unconfirmedSeconds: 5 });
  });

  it("keeps the beat's time through seeks and speed changes, each starting a new stretch", () => {
    const { actor, sent, play } = start({ beatSeconds: 20 });
    actor.send({ type: "PLAYER.PLAY", position: 0 });
    play(5);
    actor.send({ type: "PLAYER.RATE", rate: 1.5 });
    play(4);
    actor.send({ type: "PLAYER.SEEK", position: 100 });
    play(6);
    actor.send({ type: "PLAYER.PROGRESS", position: 30 }); // backwards without a seek: a jump
    play(4);
    expect(sent).toHaveLength(0);
    play(1);
    expect(sent.map((s) => [s.at, s.delivery.segments])).toEqual([
      [
        20_000,
        [
          { from: 0, to: 5, rate: 1 },
          { from: 5, to: 11, rate: 1.5 },
          { from: 100, to: 109, rate: 1.5 },
          { from: 30, to: 37.5, rate: 1.5 },
        ],
      ],
    ]);
  });

  it("keeps the beat within 15–30 s", () => {
    expect(start({ beatSeconds: 5 }).actor.getSnapshot().context.beatMs).toBe(15_000);
    expect(start({ beatSeconds: 60 }).actor.getSnapshot().context.beatMs).toBe(30_000);
  });

  it("counts nothing hidden or above 2×, and sends what came before at once", async () => {
    const { actor, sent, settle, play, view } = start();
    actor.send({ type: "PLAYER.PLAY", position: 0 });
    play(4);
    actor.send({ type: "PAGE.HIDDEN" });
    expect(view()).toMatchObject({ status: "hidden", message: CREDIT_MESSAGES.counting.hidden });
    play(10);
    await settle(true);
    actor.send({ type: "PAGE.VISIBLE" });
    play(2);
    actor.send({ type: "PLAYER.RATE", rate: 3 });
    expect(view()).toMatchObject({ status: "tooFast", message: CREDIT_MESSAGES.counting.tooFast });
    play(5);
    actor.send({ type: "PLAYER.RATE", rate: 2 });
    play(3);
    actor.send({ type: "PLAYER.ENDED" });
    await settle(true);
    expect(sent.map((s) => s.delivery.segments)).toEqual([
      [{ from: 0, to: 4, rate: 1 }],
      [{ from: 14, to: 16, rate: 1 }],
      [{ from: 31, to: 37, rate: 2 }],
    ]);
  });

  it("retries a failed report with what was played since, joined, never twice", async () => {
    const { actor, sent, settle, play, view } = start({ beatSeconds: 15 });
    actor.send({ type: "PLAYER.PLAY", position: 0 });
    play(15);
    await settle(false);
    expect(view()).toMatchObject({ retrying: true, message: CREDIT_MESSAGES.counting.retrying });
    play(1); // the retry waits 2 s
    actor.send({ type: "PLAYER.SEEK", position: 100 });
    play(1);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.delivery.segments).toEqual([{ from: 0, to: 16, rate: 1 }]);
    await settle(false);
    play(4); // the second retry waits 4 s
    expect(sent[2]).toMatchObject({ at: 21_000, delivery: { segments: [{ from: 0, to: 16, rate: 1 }] } });
    await settle(true);
    play(9); // the beat at 30 s sends the stretch after the seek
    expect(sent[3]).toMatchObject({ at: 30_000, delivery: { segments: [{ from: 100, to: 114, rate: 1 }] } });
    await settle(true);
    expect(actor.getSnapshot().context).toMatchObject({ attempt: 0, inFlight: [], unsent: [] });
  });

  it("sends what closed during a report right after it", async () => {
    const { actor, sent, settle, play } = start({ beatSeconds: 20 });
    actor.send({ type: "PLAYER.PLAY", position: 0 });
    play(22);
    actor.send({ type: "PLAYER.PAUSE" });
    expect(sent).toHaveLength(1);
    await settle(true);
    expect(sent[1]?.delivery.segments).toEqual([{ from: 20, to: 22, rate: 1 }]);
  });

  it("produces reports the crediting rule credits in full", async () => {
    const { actor, clock, sent, settle, play } = start({ beatSeconds: 30 });
    actor.send({ type: "PLAYER.PLAY", position: 0 });
    const beats: Heartbeat[] = [];
    const answer = async () => {
      while (beats.length < sent.length) {
        const next = sent[beats.length]!;
        beats.push({ deviceId: "tab", ...next.delivery, sentAt: next.at });
        await settle(true);
      }
    };
    for (let i = 0; i < 10; i++) {
      play(25);
      await answer();
    }
    actor.send({ type: "PLAYER.RATE", rate: 2 });
    play(30);
    await answer();
    actor.send({ type: "PLAYER.ENDED" });
    await answer();
    expect(clock.now()).toBe(280_000);
    const result = creditHeartbeats({ lengthSeconds: 310, beats, credited: [] });
    expect(result.outcomes.map((o) => o.refusal)).toEqual(beats.map(() => null));
    expect(result.seconds).toBe(310);
  });
});
