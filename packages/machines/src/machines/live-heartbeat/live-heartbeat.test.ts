import { type AttendanceReport, attendanceSpans, intervalsLength } from "@taxlearn/core";
import { describe, expect, it } from "vitest";
import { createActor, fromPromise, SimulatedClock } from "xstate";
import { connectLiveHeartbeat } from "./live-heartbeat.connect";
import { liveHeartbeatMachine } from "./live-heartbeat.machine";
import type { LiveReportDelivery } from "./live-heartbeat.types";

/** A live room with a server that stores each report when told it arrived (at the moment it was sent). */
function start() {
  const clock = new SimulatedClock();
  const sent: { kind: LiveReportDelivery["kind"]; at: number; settle: (ok: boolean) => void }[] = [];
  const stored: AttendanceReport[] = [];
  const machine = liveHeartbeatMachine.provide({
    actors: {
      sendReport: fromPromise<void, LiveReportDelivery>(({ input }) => {
        const at = clock.now();
        return new Promise<void>((resolve, reject) => {
          sent.push({
            kind: input.kind,
            at,
            settle: (ok) => {
              if (ok) stored.push({ deviceId: "tab", kind: input.kind, at });
              return ok ? resolve() : reject(new Error("503"));
            },
          });
        });
      }),
    },
  });
  const actor = createActor(machine, { input: {}, clock }).start();
  const answer = async (ok = true) => {
    sent.at(-1)?.settle(ok);
    await new Promise((resolve) => setImmediate(resolve));
  };
  const credited = () => intervalsLength(attendanceSpans(stored)) / 1000;
  const view = () => connectLiveHeartbeat(actor.getSnapshot());
  return { actor, clock, sent, answer, credited, view };
}

describe("liveHeartbeatMachine", () => {
  it("reports a start, a beat every 20 s and the stop at once: the server credits exactly the watching", async () => {
    const { actor, clock, sent, answer, credited, view } = start();
    expect(view()).toMatchObject({ status: "idle", message: null });
    actor.send({ type: "PLAYER.PLAYING" });
    expect(view()).toMatchObject({ status: "counting", message: "正在计入学时" });
    await answer();
    for (let i = 0; i < 3; i++) {
      clock.increment(20_000);
      await answer();
    }
    clock.increment(7_000);
    actor.send({ type: "PAGE.HIDDEN" });
    expect(view()).toMatchObject({ status: "hidden", message: "页面不在前台，暂停计入学时" });
    await answer();
    expect(sent.map((s) => [s.kind, s.at])).toEqual([
      ["start", 0],
      ["beat", 20_000],
      ["beat", 40_000],
      ["beat", 60_000],
      ["stop", 67_000],
    ]);
    expect(credited()).toBe(67);
    // behind the page nothing is reported; back in front a new stretch starts
    clock.increment(30_000);
    expect(sent).toHaveLength(5);
    actor.send({ type: "PAGE.VISIBLE" });
    expect(sent.at(-1)).toMatchObject({ kind: "start", at: 97_000 });
  });

  it("sends a failed beat again while the stream plays, and drops a failed stop (it would arrive late)", async () => {
    const { actor, clock, sent, answer, credited, view } = start();
    actor.send({ type: "PLAYER.PLAYING" });
    await answer();
    clock.increment(20_000);
    await answer(false);
    expect(view()).toMatchObject({ retrying: true, message: "学时记录上传失败，正在重试" });
    clock.increment(2_000);
    expect(sent.at(-1)).toMatchObject({ kind: "beat", at: 22_000 });
    await answer();
    clock.increment(5_000);
    actor.send({ type: "PLAYER.STOPPED" });
    await answer(false);
    clock.increment(60_000);
    expect(sent.map((s) => s.kind)).toEqual(["start", "beat", "beat", "stop"]);
    expect(credited()).toBe(22);
  });

  it("cancels a stop whose start never reached the server", async () => {
    const { actor, clock, sent, answer, credited } = start();
    actor.send({ type: "PLAYER.PLAYING" });
    clock.increment(3_000);
    actor.send({ type: "PLAYER.STOPPED" });
    await answer(false);
    clock.increment(60_000);
    expect(sent.map((s) => s.kind)).toEqual(["start"]);
    expect(credited()).toBe(0);
  });
});
