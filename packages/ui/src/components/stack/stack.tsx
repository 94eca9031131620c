import type { ReactNode } from "react";
import type { Sprinkles } from "../../theme/sprinkles.css";
import { Box } from "../box";

export interface StackProps {
  /** Vertical space between children. */
  space?: Sprinkles["gap"];
  align?: Sprinkles["alignItems"];
  as?: "div" | "section" | "ul" | "ol";
  children: ReactNode;
}

/** Children one under another with even space. */
export function Stack({ space = "standard", align = "stretch", as = "div", children }: StackProps) {
  return (
    <Box as={as} display="flex" flexDirection="column" gap={space} alignItems={align}>
      {children}
    </Box>
  );
}
