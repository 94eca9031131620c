import type { NavigateHandler } from "@taxlearn/ui";
import { useCallback } from "react";
import { useNavigate } from "react-router";

const isExternal = (href: string): boolean => /^[a-z][a-z0-9+.-]*:/i.test(href);

/**
 * The `onNavigate` the kit's links take: in-site paths go through the router (and so through the route guard),
 * external addresses open in a new tab.
 */
export function useNavigateHandler(): NavigateHandler {
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      if (isExternal(href)) window.open(href, "_blank", "noopener");
      else navigate(href);
    },
    [navigate],
  );
}
