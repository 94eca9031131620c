import type { CentreMenuItem } from "./centre-menu.types";

export function flattenMenu(items: readonly CentreMenuItem[]): CentreMenuItem[] {
  return items.flatMap((item) => [item, ...flattenMenu(item.children ?? [])]);
}

export function findMenuItem(items: readonly CentreMenuItem[], id: string): CentreMenuItem | undefined {
  return flattenMenu(items).find((item) => item.id === id);
}

export function isGroup(item: CentreMenuItem | undefined): boolean {
  return (item?.children?.length ?? 0) > 0;
}

/** The sub-menus that contain the page at `path`, so it can be shown expanded. */
export function groupsContaining(items: readonly CentreMenuItem[], path: string): string[] {
  return items.flatMap((item) => {
    if (!isGroup(item)) return [];
    const inside = groupsContaining(item.children ?? [], path);
    const here = (item.children ?? []).some((child) => child.path === path);
    return here || inside.length > 0 ? [item.id, ...inside] : [];
  });
}
