import { vars } from "@taxlearn/ui";
import { style } from "@vanilla-extract/css";

export const list = style({ display: "flex", flexDirection: "column", listStyle: "none", margin: 0, padding: 0 });

export const row = style({
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { "&:last-child": { borderBottom: "none" } },
});
