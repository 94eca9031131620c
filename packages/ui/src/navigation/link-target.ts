import type { MouseEvent } from "react";

/**
 * The kit renders real anchors (so links open in new tabs and are crawlable) and lets the app's router take over
 * a plain left click through `onNavigate`.
 */
export type NavigateHandler = (href: string) => void;

export function routerClick(href: string, onNavigate: NavigateHandler | undefined) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(href);
  };
}
