import type { OverlayEvent } from "@taxlearn/machines";
import { type RefObject, useCallback, useEffect } from "react";
import type { ReportToStages } from "./use-video-stages";

/**
 * Fullscreen of the whole player (so the presenter layer and the cards come along). Entering or leaving puts the
 * presenter back at its default place for the new stage size (spec §4) and is reported as a player event.
 */
export function useFullscreen(
  playerRef: RefObject<HTMLElement | null>,
  sendOverlay: (event: OverlayEvent) => void,
  report: ReportToStages,
): { toggleFullscreen: () => void } {
  useEffect(() => {
    const player = playerRef.current;
    if (!player) return;
    const onFullscreenChange = () => {
      const entering = document.fullscreenElement === player;
      const stage = { width: player.clientWidth, height: player.clientHeight };
      sendOverlay({ type: entering ? "FULLSCREEN.ENTER" : "FULLSCREEN.EXIT", stage });
      report({ type: entering ? "PLAYER.FULLSCREEN_REQUEST" : "PLAYER.FULLSCREEN_CANCEL" });
    };
    document.addEventListener("fullscreenchange", onFullscreenChange);
    return () => document.removeEventListener("fullscreenchange", onFullscreenChange);
  }, [playerRef, sendOverlay, report]);

  const toggleFullscreen = useCallback(() => {
    const player = playerRef.current;
    if (!player) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void player.requestFullscreen?.().catch(() => {});
  }, [playerRef]);
  return { toggleFullscreen };
}
