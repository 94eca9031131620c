import type { MenuItem } from "@taxlearn/core";

/** The menu item a path belongs to: its own path or a page below it (e.g. /policy/details → 政策). */
export function activeMenuId(items: ReadonlyArray<MenuItem>, pathname: string): number | null {
  let best: { id: number; length: number } | null = null;
  for (const item of items) {
    const itemPath = item.path.split("?")[0] ?? item.path;
    const matches = pathname === itemPath || pathname.startsWith(`${itemPath}/`);
    if (matches && (!best || itemPath.length > best.length)) best = { id: item.id, length: itemPath.length };
  }
  return best?.id ?? null;
}
