import {
  connectOverlay,
  type OverlayEvent,
  type OverlayView,
  overlayMachine,
  type Point,
  type Size,
} from "@taxlearn/machines";
import { useMachine } from "@xstate/react";
import { type MouseEvent, type PointerEvent, type RefObject, useEffect } from "react";

/** A CSS length in px as a number; anything else (%, em …) gives the fallback, used until the stage is measured. */
export const pixels = (value: number | string | undefined, fallback: number): number => {
  if (typeof value === "number") return value;
  const parsed = value === undefined ? Number.NaN : Number.parseFloat(value);
  return Number.isFinite(parsed) && (value ?? "").trim().endsWith("px") ? parsed : fallback;
};

export interface PresenterOverlay {
  readonly view: OverlayView;
  readonly send: (event: OverlayEvent) => void;
  /** Pointer handlers of the presenter box: a press drags it, its corner handle resizes it. */
  readonly box: {
    readonly onPointerDown: (event: PointerEvent<HTMLElement>) => void;
    readonly onPointerMove: (event: PointerEvent<HTMLElement>) => void;
    readonly onPointerUp: () => void;
  };
  readonly onResizeHandlePointerDown: (event: PointerEvent<HTMLElement>) => void;
  /** spec §2: a double click on the stage hides or shows the presenter (not on the controls or a card). */
  readonly onStageDoubleClick: (event: MouseEvent<HTMLElement>) => void;
}

/**
 * spec §2 and §4: the presenter layer on overlayMachine, dragged and resized inside the stage and kept inside it as
 * the stage changes size. A click on the out-of-view mask resumes the lecture through `lectureRef`.
 */
export function usePresenterOverlay(
  stageRef: RefObject<HTMLElement | null>,
  lectureRef: RefObject<HTMLVideoElement | null>,
  stageSize: { width: number | string; height: number | string },
): PresenterOverlay {
  const initialStage: Size = { width: pixels(stageSize.width, 960), height: pixels(stageSize.height, 540) };
  const [snapshot, send] = useMachine(
    overlayMachine.provide({ actions: { resumePlay: () => void lectureRef.current?.play().catch(() => {}) } }),
    {
      input: {
        stage: initialStage,
        // The presenter takes about a third of the stage width (4:3 picture).
        size: { width: Math.round(initialStage.width * 0.3), height: Math.round(initialStage.width * 0.3 * 0.75) },
      },
    },
  );
  const view = connectOverlay(snapshot);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() =>
      send({ type: "STAGE.RESIZE", stage: { width: stage.clientWidth, height: stage.clientHeight } }),
    );
    observer.observe(stage);
    return () => observer.disconnect();
  }, [stageRef, send]);

  const stagePoint = (event: PointerEvent): Point => {
    const rect = stageRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  return {
    view,
    send,
    box: {
      onPointerDown: (event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        send({ type: "DRAG.START", pointer: stagePoint(event) });
      },
      onPointerMove: (event) => {
        if (view.dragging) send({ type: "DRAG.MOVE", pointer: stagePoint(event) });
        if (view.resizing) send({ type: "RESIZE.MOVE", pointer: stagePoint(event) });
      },
      onPointerUp: () => {
        if (view.dragging) send({ type: "DRAG.END" });
        if (view.resizing) send({ type: "RESIZE.END" });
      },
    },
    onResizeHandlePointerDown: (event) => {
      // The box's own pointer-down would start a drag; the box keeps the capture so its move and up handlers run.
      event.stopPropagation();
      event.currentTarget.parentElement?.setPointerCapture(event.pointerId);
      send({ type: "RESIZE.START", pointer: stagePoint(event) });
    },
    onStageDoubleClick: (event) => {
      if ((event.target as HTMLElement).closest("[data-player-controls], [data-testid='interaction-card']")) return;
      send({ type: "OVERLAY.DOUBLE_CLICK" });
    },
  };
}
