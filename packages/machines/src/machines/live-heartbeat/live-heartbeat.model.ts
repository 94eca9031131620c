import {
  type AttendanceReport,
  attendanceSpan,
  type CreditInterval,
  intervalsLength,
  subtractIntervals,
} from "@taxlearn/core";
import type { MachineModel } from "../../testing/model";
import { liveHeartbeatMachine } from "./live-heartbeat.machine";
import type { LiveReportDelivery } from "./live-heartbeat.types";

/** The player, the page and the server as the world sees them, apart from the machine. */
interface LiveWorld {
  playing: boolean;
  visible: boolean;
  /** when the current counted stretch began (simulated ms), null while not counting */
  countingSince: number | null;
  /** closed stretches the learner really watched (playing, visible) */
  counted: CreditInterval[];
  /** the server: the device's last stored report and the stretches the stored reports vouched for */
  lastStored: AttendanceReport | null;
  credited: CreditInterval[];
  /** the report on its way after the previous step, with the moment it reached the server */
  onItsWay: { kind: LiveReportDelivery["kind"]; at: number } | null;
  callsSeen: number;
  /** a report failed, or was answered later than it was sent: the credit may be less than the watching */
  disturbed: boolean;
}

const RETRY_MS = 5_000;

export const liveHeartbeatModel: MachineModel<typeof liveHeartbeatMachine, LiveWorld> = {
  name: "liveHeartbeatMachine",
  // one retry wait: with core's growing waits every count of failures would be its own graph state
  machine: liveHeartbeatMachine.provide({ delays: { retryDelay: RETRY_MS } }),
  input: {},
  events: [
    { type: "PLAYER.PLAYING" },
    { type: "PLAYER.STOPPED" },
    { type: "PAGE.HIDDEN" },
    { type: "PAGE.VISIBLE" },
    { type: "xstate.done.actor.sendReport" },
    { type: "xstate.error.actor.sendReport", error: new Error("503") },
    // the machine raises it itself; the graph keys edges by the outside event, so a stop raised during a beat's
    // back-off (it goes at once) and one cancelling a start's retry (nothing left to say) would share one edge
    { type: "REPORT.QUEUED", urgent: true },
  ],
  simplePaths: false,
  fakes: (doubles) => ({
    implementations: { actors: { sendReport: doubles.actor<void, LiveReportDelivery>("sendReport") } },
    world: {
      playing: false,
      visible: true,
      countingSince: null,
      counted: [],
      lastStored: null,
      credited: [],
      onItsWay: null,
      callsSeen: 0,
      disturbed: false,
    },
  }),
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      next: snapshot.context.next,
      inFlight: snapshot.context.inFlight,
      counting: snapshot.context.counting,
      failed: snapshot.context.attempt > 0,
    }),
  invariants: (snapshot, world, doubles, { event, now }) => {
    const broken: string[] = [];
    const wasCounting = world.playing && world.visible;
    switch (event?.type) {
      case "PLAYER.PLAYING":
        world.playing = true;
        break;
      case "PLAYER.STOPPED":
        world.playing = false;
        break;
      case "PAGE.HIDDEN":
        world.visible = false;
        break;
      case "PAGE.VISIBLE":
        world.visible = true;
        break;
    }
    const counting = world.playing && world.visible;
    if (!wasCounting && counting) world.countingSince = now;
    if (wasCounting && !counting && world.countingSince !== null) {
      world.counted.push({ from: world.countingSince, to: now });
      world.countingSince = null;
    }

    // the server stores the report that was on its way when its answer comes; a failed one never arrived
    if (event?.type.startsWith("xstate.done.actor.") && world.onItsWay) {
      const report: AttendanceReport = { deviceId: "tab", kind: world.onItsWay.kind, at: world.onItsWay.at };
      const span = attendanceSpan(world.lastStored, report);
      if (span) world.credited.push(span);
      world.lastStored = report;
      if (world.onItsWay.at !== now) world.disturbed = true;
    }
    if (event?.type.startsWith("xstate.error.actor.")) world.disturbed = true;
    const calls = doubles.callsOf("sendReport");
    const fresh = calls.slice(world.callsSeen);
    world.callsSeen = calls.length;
    const pending = [...new Set(calls.map((call) => call.invokeId))].filter((id) => doubles.isPending(id)).length;
    if (pending > 1) broken.push(`${pending} reports on their way`);
    if (snapshot.matches({ delivery: "sending" }) !== (pending === 1))
      broken.push("sending without a report on its way, or the reverse");
    // each report says what is true when it leaves: a start or a beat while counting, a stop when not
    for (const call of fresh) {
      const { kind } = call.input as LiveReportDelivery;
      if ((kind === "stop") === counting) broken.push(`a ${kind} sent while ${counting ? "" : "not "}counting`);
    }
    const last = fresh.at(-1);
    if (last) world.onItsWay = { kind: (last.input as LiveReportDelivery).kind, at: now };
    else if (pending === 0) world.onItsWay = null;

    // counting exactly while the stream plays on a visible page
    const inCounting = snapshot.matches({ watching: "counting" });
    if (inCounting !== counting) broken.push(`counting ${inCounting}, the world says ${counting}`);
    if (snapshot.context.counting !== counting) broken.push("the context's counting flag disagrees");

    // never credited for a moment the learner was not watching
    const watched = [
      ...world.counted,
      ...(world.countingSince === null ? [] : [{ from: world.countingSince, to: now }]),
    ];
    const beyond = subtractIntervals(world.credited, watched);
    if (beyond.length > 0) broken.push(`credited ${JSON.stringify(beyond)} outside the watching`);
    // and, with every report answered at once, credited for all of it once the watching stopped and was reported
    if (!world.disturbed && !counting && snapshot.matches({ delivery: "ready" }) && snapshot.context.next === null) {
      const credited = intervalsLength(world.credited);
      const seen = intervalsLength(world.counted);
      if (credited !== seen) broken.push(`credited ${credited} ms of ${seen} ms watched`);
    }
    // a retry waits out the back-off
    if (
      event?.type.startsWith("xstate.after.retryDelay.") &&
      !snapshot.matches({ delivery: "sending" }) &&
      snapshot.context.next !== null
    )
      broken.push("a retry that did not send");
    return broken;
  },
};
