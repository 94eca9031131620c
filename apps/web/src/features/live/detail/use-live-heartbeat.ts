import type { ApiClient } from "@taxlearn/api";
import { type LiveReportDelivery, liveHeartbeatMachine } from "@taxlearn/machines";
import { type RefObject, useEffect } from "react";
import { createActor, fromPromise } from "xstate";
import { useApi } from "../../../lib/api/app-services";

/** Answers that no retry changes (the session ended, no longer allowed, a bad report). */
const FINAL_REFUSALS = new Set([400, 401, 403, 404, 409]);

/** One id per page load: two tabs are two devices, and their watching at once counts once. */
const deviceId = crypto.randomUUID();

/** The live heartbeat machine, wired once: `sendReport` posts the report with this page's device id. */
function createLiveHeartbeatActor(api: ApiClient, liveId: number) {
  const machine = liveHeartbeatMachine.provide({
    actors: {
      sendReport: fromPromise<void, LiveReportDelivery>(async ({ input }) => {
        const answer = await api.liveHeartbeat({ id: liveId, deviceId, kind: input.kind });
        if (!answer.success && !FINAL_REFUSALS.has(answer.status)) throw new Error(answer.msg);
      }),
    },
  });
  return createActor(machine, { input: {} });
}

// media events do not bubble: the stage listens as they pass by (capture)
const PLAYING_EVENTS = ["playing"] as const;
const STOPPED_EVENTS = ["pause", "waiting", "stalled", "ended", "emptied", "error"] as const;

/**
 * Reports a signed-in learner's attendance of a live session (学时) while `active` (the stream is live): the
 * video in `stage` playing on a visible page counts; a pause, a stall, the stream's end, a hidden page or leaving
 * the room stops it. The server times the reports and credits the minutes when the session ends.
 */
export function useLiveHeartbeat(liveId: number, stage: RefObject<HTMLElement | null>, active: boolean): void {
  const api = useApi();
  useEffect(() => {
    const element = stage.current;
    if (!active || !element) return;
    const actor = createLiveHeartbeatActor(api, liveId);
    actor.start();
    const playing = () => actor.send({ type: "PLAYER.PLAYING" });
    const stopped = () => actor.send({ type: "PLAYER.STOPPED" });
    const onVisibility = () =>
      actor.send({ type: document.visibilityState === "hidden" ? "PAGE.HIDDEN" : "PAGE.VISIBLE" });
    if (document.visibilityState === "hidden") actor.send({ type: "PAGE.HIDDEN" });
    const video = element.querySelector("video");
    if (video && !video.paused && video.readyState > 2) playing();
    for (const type of PLAYING_EVENTS) element.addEventListener(type, playing, true);
    for (const type of STOPPED_EVENTS) element.addEventListener(type, stopped, true);
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("pagehide", stopped);
    return () => {
      for (const type of PLAYING_EVENTS) element.removeEventListener(type, playing, true);
      for (const type of STOPPED_EVENTS) element.removeEventListener(type, stopped, true);
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("pagehide", stopped);
      // leaving the room sends the stop; the actor lives until that report is answered
      stopped();
    };
  }, [api, liveId, stage, active]);
}
