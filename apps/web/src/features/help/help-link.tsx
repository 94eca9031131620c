import type { ReactNode } from "react";
import { useNavigateHandler } from "../../hooks/use-navigate-handler";
import * as styles from "./help.css";

/** A real anchor the router takes on a plain left click. */
export function HelpLink({
  href,
  children,
  className = styles.link,
  current = false,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  current?: boolean;
}) {
  const onNavigate = useNavigateHandler();
  return (
    <a
      href={href}
      className={className}
      aria-current={current ? "page" : undefined}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}

export const problemIndexHref = (query: { categoryId?: number; keyword?: string }) => {
  const params = new URLSearchParams();
  if (query.categoryId) params.set("categoryId", String(query.categoryId));
  if (query.keyword) params.set("keyword", query.keyword);
  const search = params.toString();
  return search ? `/problem/index?${search}` : "/problem/index";
};
export const problemDetailHref = (id: number) => `/problem/detail?id=${id}`;
