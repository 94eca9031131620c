import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from "react";
import { type NavigateHandler, routerClick, useLinkNavigate } from "../../navigation/link-target";
import { type ButtonVariants, button } from "./button.css";

export type ButtonLinkProps = ButtonVariants &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
    href: string;
    /** lets the app's router take a plain left click */
    onNavigate?: NavigateHandler;
    children: ReactNode;
  };

/**
 * A link drawn as the kit's button: for actions that go to another page (立即开通, 继续支付, 返回). An `onClick` runs
 * first (e.g. to clear a form); it may `preventDefault()`.
 */
export function ButtonLink({
  href,
  onNavigate,
  onClick,
  tone,
  size,
  block,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  const routed = routerClick(href, useLinkNavigate(onNavigate));
  return (
    <a
      {...rest}
      href={href}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) routed(event);
      }}
      className={[button({ tone, size, block }), className].filter(Boolean).join(" ")}
    >
      {children}
    </a>
  );
}
