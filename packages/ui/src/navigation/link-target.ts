import { createContext, createElement, type MouseEvent, type ReactNode, useContext } from "react";

/**
 * The kit renders real anchors (so links open in new tabs and are crawlable) and lets the app's router take over
 * a plain left click through `onNavigate`.
 */
export type NavigateHandler = (href: string) => void;

export function routerClick(href: string, onNavigate: NavigateHandler | undefined) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    // a link opening another window (target="_blank") keeps the browser's own behaviour
    if (event.currentTarget.target && event.currentTarget.target !== "_self") return;
    event.preventDefault();
    onNavigate(href);
  };
}

const NavigateContext = createContext<NavigateHandler | undefined>(undefined);

/**
 * Gives every kit link below it the app's router, so components need no `onNavigate` prop threaded through them:
 * the kit stays router-free and the app wraps its tree once.
 */
export function LinkNavigationProvider({ onNavigate, children }: { onNavigate: NavigateHandler; children: ReactNode }) {
  return createElement(NavigateContext.Provider, { value: onNavigate }, children);
}

/** The handler a kit link uses: its own `onNavigate` prop when given, else the provider's (none: a plain link). */
export function useLinkNavigate(onNavigate?: NavigateHandler): NavigateHandler | undefined {
  const fromContext = useContext(NavigateContext);
  return onNavigate ?? fromContext;
}
