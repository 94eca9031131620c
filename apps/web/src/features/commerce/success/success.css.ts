import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export { page, panel } from "../../../styles/result-page.css";

export const mark = style({ color: vars.color.success });
export const markPending = style({ color: vars.color.warning });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxlarge, fontWeight: vars.fontWeight.strong });

export const text = style({ margin: 0, color: vars.color.textSecondary, overflowWrap: "anywhere" });

export const actions = style({ display: "flex", flexWrap: "wrap", justifyContent: "center", gap: vars.space.medium });
