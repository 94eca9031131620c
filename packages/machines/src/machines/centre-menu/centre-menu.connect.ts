import type { SnapshotFrom } from "xstate";
import type { centreMenuMachine } from "./centre-menu.machine";
import { groupsContaining, isGroup } from "./centre-menu.rules";
import type {
  CentreMenuContext,
  CentreMenuEvent,
  CentreMenuInput,
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

function menuView(context: CentreMenuContext, send: (event: CentreMenuEvent) => void): CentreMenuView {
  return {
    items: context.items.map((item) => itemView(item, context)),
    toggle: (id) => send({ type: "MENU.TOGGLE", id }),
    select: (id) => send({ type: "MENU.SELECT", id }),
  };
}

export function connectCentreMenu(
  snapshot: SnapshotFrom<typeof centreMenuMachine>,
  send: (event: CentreMenuEvent) => void,
): CentreMenuView {
  return menuView(snapshot.context, send);
}

/**
 * The menu as the machine starts with `input` (the current page's group open). A page draws it before the machine
 * has loaded (decision 115); `send` queues the event and starts the machine.
 */
export function initialCentreMenuView(input: CentreMenuInput, send: (event: CentreMenuEvent) => void): CentreMenuView {
  return menuView({ ...input, expanded: groupsContaining(input.items, input.currentPath) }, send);
}
