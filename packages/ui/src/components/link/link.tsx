import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from "react";
import { type NavigateHandler, routerClick, useLinkNavigate } from "../../navigation/link-target";

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  /** lets the app's router take a plain left click; defaults to `LinkNavigationProvider`'s */
  onNavigate?: NavigateHandler;
  children: ReactNode;
};

/**
 * The kit's one plain link: a real `<a href>` (middle click, ctrl-click and "copy link" work), whose plain left click
 * goes through the app's router. An `onClick` runs first (e.g. to mark a message read); it may `preventDefault()`.
 */
export function Link({ href, onNavigate, onClick, children, ...rest }: LinkProps) {
  const navigate = useLinkNavigate(onNavigate);
  const routed = routerClick(href, navigate);
  return (
    <a
      {...rest}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) routed(event);
      }}
    >
      {children}
    </a>
  );
}
