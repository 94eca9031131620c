import type { PlayerEvent } from "@taxlearn/ui";
import { useCallback, useEffect, useRef } from "react";
import { useApi } from "../../lib/api/app-services";
import { createLectureHeartbeatActor, newPlayerDeviceId } from "./lecture-heartbeat-actor";

const deviceId = newPlayerDeviceId();

/**
 * Reports the lecture's watching for study hours (学时): the player's play, progress, pause and end, the page's
 * visibility and the video's speed go to the heartbeat machine, which sends what it counted every 15–30 s.
 * Returns the player's `onPlayerEvent` for the lecture itself (clips earn nothing).
 */
export function useLectureHeartbeat(fileId: number, startAt: number): (event: PlayerEvent) => void {
  const api = useApi();
  const actor = useRef<ReturnType<typeof createLectureHeartbeatActor> | null>(null);
  const position = useRef(startAt);

  useEffect(() => {
    const current = createLectureHeartbeatActor(api, fileId, deviceId, startAt);
    actor.current = current;
    current.start();
    const onVisibility = () =>
      current.send({ type: document.visibilityState === "hidden" ? "PAGE.HIDDEN" : "PAGE.VISIBLE" });
    // the player's speed menu sets the video's playbackRate; ratechange does not bubble, so listen as it passes by
    const onRate = (event: Event) => {
      if (event.target instanceof HTMLVideoElement)
        current.send({ type: "PLAYER.RATE", rate: event.target.playbackRate });
    };
    document.addEventListener("visibilitychange", onVisibility);
    document.addEventListener("ratechange", onRate, true);
    return () => {
      document.removeEventListener("visibilitychange", onVisibility);
      document.removeEventListener("ratechange", onRate, true);
      // leaving the lecture sends what was counted; the actor lives until that report is answered
      current.send({ type: "PLAYER.PAUSE" });
      if (actor.current === current) actor.current = null;
    };
  }, [api, fileId, startAt]);

  return useCallback((event: PlayerEvent) => {
    const current = actor.current;
    if (!current) return;
    if (event.type === "timeupdate" && event.stage === "normal") {
      position.current = event.currentTime;
      current.send({ type: "PLAYER.PROGRESS", position: event.currentTime });
    } else if (event.type === "play" && event.stage === "normal") {
      current.send({ type: "PLAYER.PLAY", position: position.current });
    } else if (event.type === "pause" && event.stage === "normal") {
      current.send({ type: "PLAYER.PAUSE" });
    } else if (event.type === "ended") {
      current.send({ type: "PLAYER.ENDED" });
    }
  }, []);
}
