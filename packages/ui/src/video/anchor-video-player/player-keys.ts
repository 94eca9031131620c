import type { KeyboardEvent } from "react";

const SEEK_STEP_SECONDS = 5;

export interface PlayerKeyActions {
  readonly togglePlay: () => void;
  readonly seekBy: (deltaSeconds: number) => void;
  readonly toggleFullscreen: () => void;
}

/**
 * The player's keyboard: space play/pause, ←/→ seek 5 s, F fullscreen. Inside a control (the seek bar, a select, a
 * button) the control keeps its own keys, except F.
 */
export const playerKeyHandler =
  ({ togglePlay, seekBy, toggleFullscreen }: PlayerKeyActions) =>
  (event: KeyboardEvent<HTMLElement>) => {
    const inControl = (event.target as HTMLElement).closest("select, input, button") !== null;
    if (event.key === "f" || event.key === "F") toggleFullscreen();
    else if (inControl) return;
    else if (event.key === " ") togglePlay();
    else if (event.key === "ArrowLeft") seekBy(-SEEK_STEP_SECONDS);
    else if (event.key === "ArrowRight") seekBy(SEEK_STEP_SECONDS);
    else return;
    event.preventDefault();
  };
