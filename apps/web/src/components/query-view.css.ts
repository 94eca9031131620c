import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

/** no box of its own: the loaded content lays out as a direct child of the surrounding layout */
export const settled = style({ display: "contents" });
export const reloading = style({ opacity: 0.6, transition: "opacity 120ms", pointerEvents: "none" });
export const placeholder = style({ minHeight: vars.placeholderHeight.section });
