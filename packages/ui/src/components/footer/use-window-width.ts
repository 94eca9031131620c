import { useEffect, useState } from "react";

/** The window's inner width, following resizes; `fixed` pins it (stories, tests). */
export function useWindowWidth(fixed?: number): number {
  const [width, setWidth] = useState(() => fixed ?? (typeof window === "undefined" ? 1440 : window.innerWidth));
  useEffect(() => {
    if (fixed !== undefined) {
      setWidth(fixed);
      return;
    }
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [fixed]);
  return width;
}
