export { connectCentreMenu, initialCentreMenuView } from "./centre-menu.connect";
export { centreMenuMachine } from "./centre-menu.machine";
export type {
  CentreMenuContext,
  CentreMenuEvent,
  CentreMenuInput,
  CentreMenuItem,
  CentreMenuItemView,
  CentreMenuView,
} from "./centre-menu.types";
