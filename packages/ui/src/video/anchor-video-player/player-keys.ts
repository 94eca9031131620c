import type { KeyboardEvent } from "react";

const SEEK_STEP_SECONDS = 5;

export interface PlayerKeyActions {
  readonly togglePlay: () => void;
  readonly seekBy: (deltaSeconds: number) => void;
  readonly toggleFullscreen: () => void;
}

/** Marks an interaction card inside the player: the card keeps its own keys (its buttons, Escape to close). */
export const PLAYER_CARD_ATTRIBUTE = "data-player-card";

/**
 * The player's keyboard while it (or something in it) has focus: space or k play/pause, ←/→ seek 5 s, F
 * fullscreen. Inside a control (the seek bar, a select, a button) the control keeps its own keys, except F; inside
 * an interaction card the card keeps every key; a key with Ctrl, Alt or ⌘ is the browser's.
 */
export const playerKeyHandler =
  ({ togglePlay, seekBy, toggleFullscreen }: PlayerKeyActions) =>
  (event: KeyboardEvent<HTMLElement>) => {
    if (event.ctrlKey || event.altKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    if (target.closest(`[${PLAYER_CARD_ATTRIBUTE}]`) !== null) return;
    const inControl = target.closest("select, input, button, a[href]") !== null;
    const key = event.key.toLowerCase();
    if (key === "f") toggleFullscreen();
    else if (inControl) return;
    else if (key === " " || key === "k") togglePlay();
    else if (key === "arrowleft") seekBy(-SEEK_STEP_SECONDS);
    else if (key === "arrowright") seekBy(SEEK_STEP_SECONDS);
    else return;
    event.preventDefault();
  };
