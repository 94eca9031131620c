import { appendSegment, beatIntervalMs, CREDIT_RULES, heartbeatRetryDelayMs, rateEarnsCredit } from "@taxlearn/core";
import { assign, raise, setup } from "xstate";
import { requiredPromiseActor } from "../../shared/not-provided";
import type {
  BeatDelivery,
  LectureHeartbeatContext,
  LectureHeartbeatEvent,
  LectureHeartbeatInput,
} from "./lecture-heartbeat.types";

const positionOf = (event: LectureHeartbeatEvent, fallback: number): number =>
  "position" in event ? event.position : fallback;

/**
 * Study-time reports of one lecture (学时): while the video plays, the page is visible and the speed is at most 2×,
 * the played stretch is counted and reported every beat (15–30 s); a pause, a hidden page, the end or a speed above
 * 2× closes it and sends it at once. A seek or a speed change starts a new stretch (one report carries several). One
 * report is on its way at a time; what closes meanwhile waits and follows it. A failed report goes back in front of
 * what waits, joined to it, and is retried after 2 s, 4 s … 30 s: nothing counted is lost or sent twice. The server
 * judges the reports with core's `creditHeartbeats`.
 *
 * Provide: `sendBeat` (promise actor: `BeatDelivery` → resolves when the server stored it; rejects on any failure).
 */
export const lectureHeartbeatMachine = setup({
  types: {
    context: {} as LectureHeartbeatContext,
    events: {} as LectureHeartbeatEvent,
    input: {} as LectureHeartbeatInput,
  },
  actors: {
    sendBeat: requiredPromiseActor<void, BeatDelivery>("sendBeat"),
  },
  actions: {
    setPosition: assign({ position: ({ context, event }) => positionOf(event, context.position) }),
    setRate: assign({ rate: ({ context, event }) => (event.type === "PLAYER.RATE" ? event.rate : context.rate) }),
    openSegment: assign({ open: ({ context }) => ({ from: context.position, to: context.position }) }),
    extendSegment: assign(({ context, event }) => {
      const position = positionOf(event, context.position);
      return { position, open: context.open && { from: context.open.from, to: position } };
    }),
    closeSegment: assign(({ context }) => ({
      unsent: context.open
        ? appendSegment(context.unsent, { from: context.open.from, to: context.open.to, rate: context.rate })
        : context.unsent,
      open: null,
    })),
    flush: raise({ type: "BEAT.FLUSH" }),
    takeUnsent: assign(({ context }) => ({ inFlight: context.unsent, unsent: [] })),
    acknowledge: assign({ inFlight: [], attempt: 0 }),
    // the failed report goes in front of what closed since, joined where it continues
    requeue: assign(({ context }) => ({
      unsent: context.unsent.reduce(appendSegment, context.inFlight),
      inFlight: [],
      attempt: context.attempt + 1,
    })),
  },
  guards: {
    rateCounts: ({ context }) => rateEarnsCredit(context.rate),
    newRateCounts: ({ event }) => event.type === "PLAYER.RATE" && rateEarnsCredit(event.rate),
    steadyProgress: ({ context, event }) => {
      const step = positionOf(event, context.position) - context.position;
      return step >= 0 && step <= CREDIT_RULES.maxProgressStepSeconds;
    },
    hasUnsent: ({ context }) => context.unsent.length > 0,
  },
  delays: {
    beat: ({ context }) => context.beatMs,
    retryDelay: ({ context }) => heartbeatRetryDelayMs(context.attempt),
  },
}).createMachine({
  id: "lectureHeartbeat",
  type: "parallel",
  context: ({ input }) => ({
    beatMs: beatIntervalMs(input.beatSeconds),
    rate: input.rate ?? 1,
    position: input.position ?? 0,
    open: null,
    unsent: [],
    inFlight: [],
    attempt: 0,
  }),
  states: {
    watching: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "PLAYER.PLAY": { target: "playing", actions: "setPosition" },
            "PAGE.HIDDEN": "hidden.stopped",
          },
        },
        playing: {
          initial: "checking",
          states: {
            checking: {
              always: [{ guard: "rateCounts", target: "counted" }, { target: "uncounted" }],
            },
            counted: {
              initial: "stretch",
              // every beat: the stretch closes (its exit), goes out, and a new one opens
              after: { beat: { target: "counted", reenter: true, actions: "flush" } },
              states: {
                stretch: {
                  entry: "openSegment",
                  exit: "closeSegment",
                  on: {
                    "PLAYER.PROGRESS": [
                      { guard: "steadyProgress", actions: "extendSegment" },
                      { target: "stretch", reenter: true, actions: "setPosition" },
                    ],
                    "PLAYER.SEEK": { target: "stretch", reenter: true, actions: "setPosition" },
                    // a new speed starts a new stretch; the beat keeps its time
                    "PLAYER.RATE": [
                      { guard: "newRateCounts", target: "stretch", reenter: true, actions: "setRate" },
                      { target: "#lectureHeartbeat.watching.playing.uncounted", actions: ["setRate", "flush"] },
                    ],
                  },
                },
              },
            },
            uncounted: {
              on: { "PLAYER.RATE": { guard: "newRateCounts", target: "counted", actions: "setRate" } },
            },
          },
          on: {
            "PLAYER.PAUSE": { target: "paused", actions: "flush" },
            "PLAYER.ENDED": { target: "idle", actions: "flush" },
            "PAGE.HIDDEN": { target: "hidden.playing", actions: "flush" },
          },
        },
        paused: {
          on: {
            "PLAYER.PLAY": { target: "playing", actions: "setPosition" },
            "PAGE.HIDDEN": "hidden.stopped",
          },
        },
        hidden: {
          initial: "stopped",
          states: {
            // the video may play on behind the page: its position is followed, its time not counted
            playing: {
              on: {
                "PLAYER.PAUSE": "stopped",
                "PLAYER.ENDED": "stopped",
                "PAGE.VISIBLE": "#lectureHeartbeat.watching.playing",
              },
            },
            stopped: {
              on: {
                "PLAYER.PLAY": { target: "playing", actions: "setPosition" },
                "PAGE.VISIBLE": "#lectureHeartbeat.watching.paused",
              },
            },
          },
        },
      },
      // outside a counted stretch the position and speed are only followed
      on: {
        "PLAYER.PROGRESS": { actions: "setPosition" },
        "PLAYER.SEEK": { actions: "setPosition" },
        "PLAYER.RATE": { actions: "setRate" },
      },
    },
    delivery: {
      initial: "ready",
      states: {
        ready: {
          on: { "BEAT.FLUSH": { guard: "hasUnsent", target: "sending" } },
        },
        sending: {
          entry: "takeUnsent",
          invoke: {
            id: "sendBeat",
            src: "sendBeat",
            input: ({ context }): BeatDelivery => ({ segments: context.inFlight, visible: true, playing: true }),
            onDone: [
              { guard: "hasUnsent", target: "sending", reenter: true, actions: "acknowledge" },
              { target: "ready", actions: "acknowledge" },
            ],
            onError: { target: "backoff", actions: "requeue" },
          },
        },
        backoff: {
          after: { retryDelay: "sending" },
        },
      },
    },
  },
});
