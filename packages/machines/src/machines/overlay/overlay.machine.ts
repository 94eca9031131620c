import { assign, setup } from "xstate";
import { requiredAction } from "../../shared/not-provided";
import { clampPosition, clampSize, OVERLAY_DEFAULT_POSITION, OVERLAY_DEFAULT_SIZE } from "./overlay.rules";
import type { OverlayContext, OverlayEvent, OverlayInput, Point } from "./overlay.types";

const pointerOf = (event: OverlayEvent): Point => ("pointer" in event ? event.pointer : { x: 0, y: 0 });

/**
 * spec §2 "Anchor-video player" overlay: a transparent video over the lecture, shown or hidden by double
 * click, dragged and resized within the stage, put back at 626,305 on fullscreen enter/exit, and masked
 * while outside the main stage (a click on the mask resumes play).
 *
 * Provide: `resumePlay` (action) — plays the videos again.
 */
export const overlayMachine = setup({
  types: {
    context: {} as OverlayContext,
    events: {} as OverlayEvent,
    input: {} as OverlayInput,
  },
  actions: {
    resumePlay: requiredAction("resumePlay"),
    grab: assign({
      grabOffset: ({ context, event }) => {
        const pointer = pointerOf(event);
        return { x: pointer.x - context.position.x, y: pointer.y - context.position.y };
      },
    }),
    drag: assign({
      position: ({ context, event }) => {
        const pointer = pointerOf(event);
        const wanted = { x: pointer.x - context.grabOffset.x, y: pointer.y - context.grabOffset.y };
        return clampPosition(wanted, context.size, context.stage);
      },
    }),
    beginResize: assign({
      resizeOrigin: ({ context, event }) => ({ pointer: pointerOf(event), size: context.size }),
    }),
    resize: assign(({ context, event }) => {
      const pointer = pointerOf(event);
      const origin = context.resizeOrigin;
      const wanted = {
        width: origin.size.width + pointer.x - origin.pointer.x,
        height: origin.size.height + pointer.y - origin.pointer.y,
      };
      // the corner grows towards the stage edge: never past it
      const room = {
        width: context.stage.width - context.position.x,
        height: context.stage.height - context.position.y,
      };
      const size = clampSize(wanted, room);
      return { size, position: clampPosition(context.position, size, context.stage) };
    }),
    fitStage: assign(({ context, event }) => {
      const stage = "stage" in event ? event.stage : context.stage;
      const size = clampSize(context.size, stage);
      return { stage, size, position: clampPosition(context.position, size, stage) };
    }),
    /** spec §4: fullscreen entering or exiting puts the overlay back at the default position */
    reposition: assign(({ context, event }) => {
      const stage = "stage" in event ? event.stage : context.stage;
      const size = clampSize(context.size, stage);
      return { stage, size, position: clampPosition(OVERLAY_DEFAULT_POSITION, size, stage) };
    }),
  },
}).createMachine({
  id: "overlay",
  type: "parallel",
  context: ({ input }) => {
    const size = clampSize(input.size ?? OVERLAY_DEFAULT_SIZE, input.stage);
    return {
      stage: input.stage,
      size,
      position: clampPosition(input.position ?? OVERLAY_DEFAULT_POSITION, size, input.stage),
      grabOffset: { x: 0, y: 0 },
      resizeOrigin: { pointer: { x: 0, y: 0 }, size },
    };
  },
  on: {
    "STAGE.RESIZE": { actions: "fitStage" },
  },
  states: {
    visibility: {
      initial: "shown",
      states: {
        hidden: {
          on: { "OVERLAY.DOUBLE_CLICK": "shown" },
        },
        shown: {
          initial: "idle",
          on: { "OVERLAY.DOUBLE_CLICK": "hidden" },
          states: {
            idle: {
              on: {
                "DRAG.START": { target: "dragging", actions: "grab" },
                "RESIZE.START": { target: "resizing", actions: "beginResize" },
              },
            },
            dragging: {
              on: {
                "DRAG.MOVE": { actions: "drag" },
                "DRAG.END": "idle",
              },
            },
            resizing: {
              on: {
                "RESIZE.MOVE": { actions: "resize" },
                "RESIZE.END": "idle",
              },
            },
          },
        },
      },
    },
    screen: {
      initial: "normal",
      states: {
        normal: {
          on: { "FULLSCREEN.ENTER": { target: "fullscreen", actions: "reposition" } },
        },
        fullscreen: {
          on: { "FULLSCREEN.EXIT": { target: "normal", actions: "reposition" } },
        },
      },
    },
    mask: {
      initial: "off",
      states: {
        off: {
          on: { "STAGE.LEAVE": "on" },
        },
        on: {
          on: {
            "STAGE.ENTER": "off",
            "MASK.CLICK": { target: "off", actions: "resumePlay" },
          },
        },
      },
    },
  },
});
