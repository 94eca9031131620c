import { vars } from "@taxlearn/ui";
import { globalStyle, style } from "@vanilla-extract/css";

/** no box of its own: the loaded content lays out as a direct child of the surrounding layout */
export const settled = style({ display: "contents" });
/**
 * still no box while reloading (a box would lay the content out anew: a list moves, and the page shifts); the dimming
 * is on the children
 */
export const reloading = style({ display: "contents" });
globalStyle(`${reloading} > *`, { opacity: 0.6, transition: "opacity 120ms", pointerEvents: "none" });
export const placeholder = style({ minHeight: vars.placeholderHeight.section });
