import type { MachineModel } from "../../testing/model";
import { SAMPLE_CENTRE_MENU } from "./centre-menu.fixture";
import { centreMenuMachine } from "./centre-menu.machine";
import { findMenuItem } from "./centre-menu.rules";

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
  invariants: (snapshot, world) => {
    const broken: string[] = [];
    const { items, expanded } = snapshot.context;
    if (expanded.some((id) => !findMenuItem(items, id)?.children)) broken.push("a page entry is marked expanded");
    if (world.navigations.some((path) => path === "")) broken.push("navigated to an entry without a page");
    return broken;
  },
};
