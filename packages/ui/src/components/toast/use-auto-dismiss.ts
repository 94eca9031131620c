import { useEffect, useRef } from "react";

/** Calls `dismiss` after `duration` ms; 0 keeps the item until closed; hovering pauses by passing `paused`. */
export function useAutoDismiss(duration: number, dismiss: () => void, paused = false) {
  const dismissRef = useRef(dismiss);
  dismissRef.current = dismiss;
  useEffect(() => {
    if (duration <= 0 || paused) return;
    const timer = setTimeout(() => dismissRef.current(), duration);
    return () => clearTimeout(timer);
  }, [duration, paused]);
}
