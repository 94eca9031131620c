import { style } from "@vanilla-extract/css";

export const reloading = style({ opacity: 0.6, transition: "opacity 120ms", pointerEvents: "none" });
export const placeholder = style({ minHeight: 240 });
