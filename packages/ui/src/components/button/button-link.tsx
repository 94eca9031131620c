import type { AnchorHTMLAttributes, ReactNode } from "react";
import { type NavigateHandler, routerClick, useLinkNavigate } from "../../navigation/link-target";
import { type ButtonVariants, button } from "./button.css";

export type ButtonLinkProps = ButtonVariants &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "onClick"> & {
    href: string;
    /** lets the app's router take a plain left click */
    onNavigate?: NavigateHandler;
    children: ReactNode;
  };

/** A link drawn as the kit's button: for actions that go to another page (立即开通, 继续支付, 返回). */
export function ButtonLink({ href, onNavigate, tone, size, block, className, children, ...rest }: ButtonLinkProps) {
  const navigate = useLinkNavigate(onNavigate);
  return (
    <a
      {...rest}
      href={href}
      onClick={routerClick(href, navigate)}
      className={[button({ tone, size, block }), className].filter(Boolean).join(" ")}
    >
      {children}
    </a>
  );
}
