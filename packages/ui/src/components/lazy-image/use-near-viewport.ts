import { CONSTANTS } from "@taxlearn/core";
import { type RefObject, useEffect, useState } from "react";

/** spec §9 preload factor: true once the element has come near the viewport; stays true. Without IntersectionObserver it is true at once. */
export function useNearViewport(ref: RefObject<Element | null>, eager: boolean) {
  const [near, setNear] = useState(eager);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const margin = `${Math.round((CONSTANTS.lazyPreloadFactor - 1) * 100)}%`;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: `${margin} 0px ${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}
