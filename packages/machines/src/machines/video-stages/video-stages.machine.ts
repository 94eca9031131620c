import { assign, emit, setup } from "xstate";
import type {
  PlayerEvent,
  VideoStage,
  VideoStagesContext,
  VideoStagesEmitted,
  VideoStagesEvent,
  VideoStagesInput,
} from "./video-stages.types";

const EMITTED_NAMES: Record<PlayerEvent["type"], VideoStagesEmitted["type"]> = {
  "PLAYER.READY": "ready",
  "PLAYER.PLAY": "play",
  "PLAYER.PAUSE": "pause",
  "PLAYER.CANPLAY": "canplay",
  "PLAYER.PLAYING": "playing",
  "PLAYER.WAITING": "waiting",
  "PLAYER.TIMEUPDATE": "timeupdate",
  "PLAYER.ERROR": "error",
  "PLAYER.FULLSCREEN_REQUEST": "requestFullScreen",
  "PLAYER.FULLSCREEN_CANCEL": "cancelFullScreen",
  "PLAYER.SEEK_START": "startSeek",
  "PLAYER.SEEK_COMPLETE": "completeSeek",
  "PLAYER.SETTING_SELECTED": "settingSelected",
};

function toEmitted(event: PlayerEvent, stage: VideoStage): VideoStagesEmitted {
  switch (event.type) {
    case "PLAYER.TIMEUPDATE":
      return { type: "timeupdate", stage, currentTime: event.currentTime };
    case "PLAYER.ERROR":
      return { type: "error", stage, message: event.message };
    case "PLAYER.SETTING_SELECTED":
      return { type: "settingSelected", stage, setting: event.setting };
    default:
      return { type: EMITTED_NAMES[event.type], stage } as VideoStagesEmitted;
  }
}

const STAGES: readonly VideoStage[] = ["startVideo", "normal", "endVideo", "ended"];

/** The stage a snapshot value names (the transient `building` is never seen by events). */
const stageOf = (value: unknown): VideoStage => STAGES.find((stage) => stage === value) ?? "normal";

/** Every player event, in every stage, is forwarded as an emitted event tagged with the stage it came in. */
const forwardPlayerEvents = Object.fromEntries(
  Object.keys(EMITTED_NAMES).map((type) => [
    type,
    {
      actions: emit(({ event, self }: { event: VideoStagesEvent; self: { getSnapshot: () => { value: unknown } } }) =>
        toEmitted(event as PlayerEvent, stageOf(self.getSnapshot().value)),
      ),
    },
  ]),
);

/**
 * spec §4 "Video stages": startVideo (only with an opening clip) → normal → endVideo (only with a closing
 * clip) → ended, each clip's end moving on; a source or options change rebuilds the player from the start. A
 * lecture resumed at a saved position starts in `normal`: its opening clip was seen when it was first started.
 * Player events are forwarded as emitted events tagged with the stage.
 */
export const videoStagesMachine = setup({
  types: {
    context: {} as VideoStagesContext,
    events: {} as VideoStagesEvent,
    input: {} as VideoStagesInput,
    emitted: {} as VideoStagesEmitted,
  },
  actions: {
    changeSources: assign(({ context, event }) =>
      // a new source starts from its beginning: resuming applied to the lecture the player was built with
      event.type === "SOURCE.CHANGE" ? { sources: event.sources, build: context.build + 1, resuming: false } : {},
    ),
    changeOptions: assign(({ context, event }) =>
      event.type === "OPTIONS.CHANGE" ? { options: event.options, build: context.build + 1 } : {},
    ),
    emitEnded: emit({ type: "ended" as const }),
  },
  guards: {
    // a lecture resumed at its saved position does not replay its opening clip
    playsOpening: ({ context }) => Boolean(context.sources.opening) && !context.resuming,
    hasClosing: ({ context }) => Boolean(context.sources.closing),
  },
}).createMachine({
  id: "videoStages",
  context: ({ input }) => ({
    sources: input.sources,
    options: input.options ?? {},
    build: 0,
    resuming: input.resuming ?? false,
  }),
  initial: "building",
  on: {
    ...forwardPlayerEvents,
    "SOURCE.CHANGE": { target: ".building", actions: "changeSources" },
    "OPTIONS.CHANGE": { target: ".building", actions: "changeOptions" },
  },
  states: {
    building: {
      always: [{ guard: "playsOpening", target: "startVideo" }, { target: "normal" }],
    },
    startVideo: {
      on: { "PLAYER.ENDED": "normal" },
    },
    normal: {
      on: {
        "PLAYER.ENDED": [{ guard: "hasClosing", target: "endVideo" }, { target: "ended" }],
      },
    },
    endVideo: {
      on: { "PLAYER.ENDED": "ended" },
    },
    ended: {
      entry: "emitEnded",
    },
  },
});
