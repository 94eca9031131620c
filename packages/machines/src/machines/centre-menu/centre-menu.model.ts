import type { MachineModel } from "../../testing/model";
import { connectCentreMenu } from "./centre-menu.connect";
import { SAMPLE_CENTRE_MENU } from "./centre-menu.fixture";
import { centreMenuMachine } from "./centre-menu.machine";
import { findMenuItem, flattenMenu, groupsContaining } from "./centre-menu.rules";
import type { CentreMenuItemView } from "./centre-menu.types";

const flattenViews = (views: CentreMenuItemView[]): CentreMenuItemView[] =>
  views.flatMap((view) => [view, ...flattenViews(view.children)]);

interface MenuWorld {
  navigations: string[];
}

export const centreMenuModel: MachineModel<typeof centreMenuMachine, MenuWorld> = {
  name: "centreMenuMachine",
  machine: centreMenuMachine,
  input: { items: SAMPLE_CENTRE_MENU, currentPath: "/center/order" },
  events: [
    { type: "ROUTE.CHANGE", path: "/center/course-study" },
    { type: "ROUTE.CHANGE", path: "/center/order" },
    { type: "MENU.TOGGLE", id: "courses" },
    { type: "MENU.TOGGLE", id: "collect" },
    { type: "MENU.TOGGLE", id: "order" },
    { type: "MENU.SELECT", id: "purchase" },
    { type: "MENU.SELECT", id: "courses" },
  ],
  fakes: () => {
    const world: MenuWorld = { navigations: [] };
    return {
      implementations: {
        actions: { navigate: (_: unknown, params: { path: string }) => void world.navigations.push(params.path) },
      },
      world,
    };
  },
  invariants: (snapshot, world, _doubles, { event }) => {
    const broken: string[] = [];
    const { items, expanded, currentPath } = snapshot.context;
    // spec §2: the current page's entry, and only it, is highlighted
    const active = flattenViews(connectCentreMenu(snapshot, () => {}).items).filter((item) => item.active);
    const page = flattenMenu(items).find((item) => item.path === currentPath);
    if (active.length !== (page ? 1 : 0) || (page && active[0]?.id !== page.id))
      broken.push(`highlighted [${active.map((item) => item.id).join(",")}] on ${currentPath}`);
    // the sub-menus holding the current page open with it
    if (event === null || event.type === "ROUTE.CHANGE") {
      const closed = groupsContaining(items, currentPath).filter((id) => !expanded.includes(id));
      if (closed.length > 0) broken.push(`${closed.join(",")} closed around ${currentPath}`);
    }
    if (expanded.some((id) => !findMenuItem(items, id)?.children)) broken.push("a page entry is marked expanded");
    if (world.navigations.some((path) => path === "")) broken.push("navigated to an entry without a page");
    return broken;
  },
};
