import { lazy } from "react";

/**
 * The centre layout is its own chunk: only learners on /center/* pages load it. The router loads it together with
 * a centre screen (screens.ts), so the frame is ready when the page commits and never flashes in.
 */
export const loadCentreFrame = () => import("./centre-frame");

export const LazyCentreFrame = lazy(() => loadCentreFrame().then((module) => ({ default: module.CentreFrame })));
