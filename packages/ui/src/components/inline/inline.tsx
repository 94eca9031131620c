import type { ReactNode } from "react";
import type { Sprinkles } from "../../theme/sprinkles.css";
import { Box } from "../box";

export interface InlineProps {
  /** Space between children, horizontally and between wrapped rows. */
  space?: Sprinkles["gap"];
  align?: Sprinkles["alignItems"];
  justify?: Sprinkles["justifyContent"];
  wrap?: boolean;
  as?: "div" | "ul" | "nav";
  children: ReactNode;
}

/** Children side by side, wrapping by default. */
export function Inline({
  space = "small",
  align = "center",
  justify = "flex-start",
  wrap = true,
  as = "div",
  children,
}: InlineProps) {
  return (
    <Box
      as={as}
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? "wrap" : "nowrap"}
      gap={space}
      alignItems={align}
      justifyContent={justify}
    >
      {children}
    </Box>
  );
}
