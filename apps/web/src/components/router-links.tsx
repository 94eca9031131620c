import { LinkNavigationProvider } from "@taxlearn/ui";
import type { ReactNode } from "react";
import { useNavigateHandler } from "../hooks/use-navigate-handler";

/** Every kit link below takes a plain left click through the router (no reload); the href stays real. */
export function RouterLinks({ children }: { children: ReactNode }) {
  const onNavigate = useNavigateHandler();
  return <LinkNavigationProvider onNavigate={onNavigate}>{children}</LinkNavigationProvider>;
}
