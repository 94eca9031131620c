import { type AttendanceReportKind, heartbeatRetryDelayMs, LIVE_ATTENDANCE_RULES } from "@taxlearn/core";
import { and, assign, not, raise, setup } from "xstate";
import { requiredPromiseActor } from "../../shared/not-provided";
import type {
  LiveHeartbeatContext,
  LiveHeartbeatEvent,
  LiveHeartbeatInput,
  LiveReportDelivery,
} from "./live-heartbeat.types";

/**
 * What is sent after the report on its way failed: a failed start again while counting lasts (a stop raised
 * meanwhile is dropped with it: the server never heard the stretch begin); a failed beat again while counting
 * lasts; a failed stop never (sent late, it would vouch for time after the stop).
 */
const nextAfterFailure = (context: LiveHeartbeatContext): AttendanceReportKind | null => {
  if (context.inFlight === "start") return context.counting ? "start" : null;
  if (context.inFlight === "beat" && context.counting) return context.next ?? "beat";
  return context.next;
};

/**
 * Attendance reports of a live session (学时): `start` when the stream begins playing on a visible page, `beat`
 * every 20 s while it does, `stop` when it no longer does (paused, stalled, ended, hidden, left). The server times
 * the reports by its own clock and credits the time between a start or beat and the next beat or stop of the device
 * (core's attendanceSpan), so the machine measures nothing; it only keeps the reports honest:
 *
 * - one report is on its way at a time; what is raised meanwhile merges into the next one: a beat after an unsent
 *   start stays a start, a stop after an unsent start cancels both (the server never heard the stretch begin);
 * - a failed start is sent again while counting lasts, else dropped with the stop behind it; a failed beat is sent
 *   again while counting lasts (retry waits 2 s, 4 s … 30 s); a failed stop is dropped: sent late, it would vouch
 *   for time after the stop;
 * - a start or a stop does not wait out a retry's back-off.
 *
 * Provide: `sendReport` (promise actor: `LiveReportDelivery` → resolves when the server stored it; rejects on any
 * failure; a refusal for good, such as the session having ended, should resolve).
 */
export const liveHeartbeatMachine = setup({
  types: {
    context: {} as LiveHeartbeatContext,
    events: {} as LiveHeartbeatEvent,
    input: {} as LiveHeartbeatInput,
  },
  actors: {
    sendReport: requiredPromiseActor<void, LiveReportDelivery>("sendReport"),
  },
  actions: {
    startCounting: assign({ counting: true, next: "start" }),
    stopCounting: assign({
      counting: false,
      next: ({ context }) => (context.next === "start" ? null : "stop"),
    }),
    queueBeat: assign({ next: ({ context }) => (context.next === "start" ? "start" : "beat") }),
    announceUrgent: raise({ type: "REPORT.QUEUED", urgent: true }),
    announceBeat: raise({ type: "REPORT.QUEUED", urgent: false }),
    takeNext: assign(({ context }) => ({ inFlight: context.next, next: null })),
    acknowledge: assign({ inFlight: null, attempt: 0 }),
    requeueFailed: assign(({ context }) => ({
      next: nextAfterFailure(context),
      inFlight: null,
      attempt: context.attempt + 1,
    })),
  },
  guards: {
    hasNext: ({ context }) => context.next !== null,
    // judged before requeueFailed runs: on what the next report will be after it
    stopAfterFailure: ({ context }) => nextAfterFailure(context) === "stop",
    somethingAfterFailure: ({ context }) => nextAfterFailure(context) !== null,
    urgent: ({ event }) => event.type === "REPORT.QUEUED" && event.urgent,
  },
  delays: {
    beat: ({ context }) => context.beatMs,
    retryDelay: ({ context }) => heartbeatRetryDelayMs(context.attempt),
  },
}).createMachine({
  id: "liveHeartbeat",
  type: "parallel",
  context: ({ input }) => ({
    beatMs: (input?.beatSeconds ?? LIVE_ATTENDANCE_RULES.beatSeconds) * 1000,
    counting: false,
    next: null,
    inFlight: null,
    attempt: 0,
  }),
  states: {
    watching: {
      initial: "stopped",
      states: {
        stopped: {
          on: {
            "PLAYER.PLAYING": "counting",
            "PAGE.HIDDEN": "hidden.stopped",
          },
        },
        counting: {
          entry: ["startCounting", "announceUrgent"],
          exit: ["stopCounting", "announceUrgent"],
          initial: "beating",
          states: {
            beating: {
              after: { beat: { target: "beating", reenter: true, actions: ["queueBeat", "announceBeat"] } },
            },
          },
          on: {
            "PLAYER.STOPPED": "stopped",
            "PAGE.HIDDEN": "hidden.playing",
          },
        },
        hidden: {
          initial: "stopped",
          states: {
            // the stream may play on behind the page: not counted
            playing: {
              on: {
                "PLAYER.STOPPED": "stopped",
                "PAGE.VISIBLE": "#liveHeartbeat.watching.counting",
              },
            },
            stopped: {
              on: {
                "PLAYER.PLAYING": "playing",
                "PAGE.VISIBLE": "#liveHeartbeat.watching.stopped",
              },
            },
          },
        },
      },
    },
    delivery: {
      initial: "ready",
      states: {
        ready: {
          on: { "REPORT.QUEUED": { guard: "hasNext", target: "sending" } },
        },
        sending: {
          entry: "takeNext",
          invoke: {
            id: "sendReport",
            src: "sendReport",
            input: ({ context }): LiveReportDelivery => ({ kind: context.inFlight ?? "beat" }),
            onDone: [
              { guard: "hasNext", target: "sending", reenter: true, actions: "acknowledge" },
              { target: "ready", actions: "acknowledge" },
            ],
            onError: [
              // a stop raised meanwhile is new, not a retry: it goes at once
              { guard: "stopAfterFailure", target: "sending", reenter: true, actions: "requeueFailed" },
              { guard: "somethingAfterFailure", target: "backoff", actions: "requeueFailed" },
              { target: "ready", actions: "requeueFailed" },
            ],
          },
        },
        backoff: {
          after: { retryDelay: "sending" },
          on: {
            "REPORT.QUEUED": [
              { guard: and(["urgent", "hasNext"]), target: "sending" },
              // a stop cancelled the start waiting to be sent again: nothing left to say
              { guard: not("hasNext"), target: "ready" },
            ],
          },
        },
      },
    },
  },
});
