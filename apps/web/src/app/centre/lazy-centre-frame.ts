import { type ComponentType, lazy, type ReactNode } from "react";

type CentreFrameComponent = ComponentType<{ pathname: string; children: ReactNode }>;

let loaded: CentreFrameComponent | null = null;

/**
 * The centre layout is its own chunk: only learners on /center/* pages load it. The router loads it together with
 * a centre screen (screens.ts), so the frame is ready when the page commits and never flashes in.
 */
export const loadCentreFrame = () =>
  import("./centre-frame").then((module) => {
    loaded = module.CentreFrame;
    return module;
  });

const LazyCentreFrame = lazy(() => loadCentreFrame().then((module) => ({ default: module.CentreFrame })));

/**
 * The frame itself once its chunk has loaded, else the lazy one. A page the server drew with the frame (decision
 * 128) hydrates the frame at once: a lazy component would suspend there, and the first update of the session or the
 * organisation around it would then make React throw the server's HTML away and draw the boundary anew.
 */
export const centreFrame = (): CentreFrameComponent => loaded ?? LazyCentreFrame;
