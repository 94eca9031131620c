import { useEffect, useState } from "react";

/** Whole seconds until `deadline` (ISO), ticking each second; 0 once it has passed. */
export function useRemainingSeconds(deadline: string): number {
  const end = Date.parse(deadline);
  const left = () => Math.max(0, Math.ceil((end - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads `end`, the only input.
  useEffect(() => {
    setSeconds(left());
    const timer = window.setInterval(() => setSeconds(left()), 1000);
    return () => window.clearInterval(timer);
  }, [end]);
  return seconds;
}
