import { assign, setup } from "xstate";
import { requiredAction } from "../../shared/not-provided";
import { findMenuItem, groupsContaining, isGroup } from "./centre-menu.rules";
import type { CentreMenuContext, CentreMenuEvent, CentreMenuInput } from "./centre-menu.types";

/**
 * spec §2/§4 learner-centre menu: the current page's entry is highlighted; sub-menus expand or collapse
 * on click; the sub-menu holding the current page opens with it.
 *
 * Provide: `navigate` (action, params `{ path }`).
 */
export const centreMenuMachine = setup({
  types: {
    context: {} as CentreMenuContext,
    events: {} as CentreMenuEvent,
    input: {} as CentreMenuInput,
  },
  actions: {
    navigate: requiredAction("navigate") as (_: unknown, params: { path: string }) => void,
    followRoute: assign(({ context, event }) => {
      if (event.type !== "ROUTE.CHANGE") return {};
      const opened = groupsContaining(context.items, event.path).filter((id) => !context.expanded.includes(id));
      return { currentPath: event.path, expanded: [...context.expanded, ...opened] };
    }),
    toggleGroup: assign({
      expanded: ({ context, event }) => {
        if (event.type !== "MENU.TOGGLE") return context.expanded;
        return context.expanded.includes(event.id)
          ? context.expanded.filter((id) => id !== event.id)
          : [...context.expanded, event.id];
      },
    }),
  },
  guards: {
    isGroup: ({ context, event }) => event.type === "MENU.TOGGLE" && isGroup(findMenuItem(context.items, event.id)),
    isPage: ({ context, event }) => {
      if (event.type !== "MENU.SELECT") return false;
      const item = findMenuItem(context.items, event.id);
      return !isGroup(item) && item?.path !== undefined;
    },
  },
}).createMachine({
  id: "centreMenu",
  context: ({ input }) => ({
    items: input.items,
    currentPath: input.currentPath,
    expanded: groupsContaining(input.items, input.currentPath),
  }),
  initial: "ready",
  states: {
    ready: {
      on: {
        "ROUTE.CHANGE": { actions: "followRoute" },
        "MENU.TOGGLE": { guard: "isGroup", actions: "toggleGroup" },
        "MENU.SELECT": {
          guard: "isPage",
          actions: {
            type: "navigate",
            params: ({ context, event }) => ({ path: findMenuItem(context.items, event.id)?.path ?? "" }),
          },
        },
      },
    },
  },
});
