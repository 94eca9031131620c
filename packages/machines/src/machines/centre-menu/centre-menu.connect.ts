import type { SnapshotFrom } from "xstate";
import type { centreMenuMachine } from "./centre-menu.machine";
import { isGroup } from "./centre-menu.rules";
import type {
  CentreMenuContext,
  CentreMenuEvent,
  CentreMenuItem,
  CentreMenuItemView,
  CentreMenuView,
} from "./centre-menu.types";

function itemView(item: CentreMenuItem, context: CentreMenuContext): CentreMenuItemView {
  return {
    id: item.id,
    title: item.title,
    path: item.path ?? null,
    active: item.path !== undefined && item.path === context.currentPath,
    isGroup: isGroup(item),
    expanded: context.expanded.includes(item.id),
    children: (item.children ?? []).map((child) => itemView(child, context)),
  };
}

export function connectCentreMenu(
  snapshot: SnapshotFrom<typeof centreMenuMachine>,
  send: (event: CentreMenuEvent) => void,
): CentreMenuView {
  return {
    items: snapshot.context.items.map((item) => itemView(item, snapshot.context)),
    toggle: (id) => send({ type: "MENU.TOGGLE", id }),
    select: (id) => send({ type: "MENU.SELECT", id }),
  };
}
