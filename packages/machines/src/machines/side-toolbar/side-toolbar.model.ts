import type { MachineModel } from "../../testing/model";
import { sideToolbarMachine } from "./side-toolbar.machine";

interface ToolbarWorld {
  scrolledToTop: number;
}

export const sideToolbarModel: MachineModel<typeof sideToolbarMachine, ToolbarWorld> = {
  name: "sideToolbarMachine",
  machine: sideToolbarMachine,
  events: [
    { type: "POPUP.SHOW", popup: "phone" },
    { type: "POPUP.SHOW", popup: "appQr" },
    { type: "PAGE.SCROLL", scrollY: 500 },
    { type: "PAGE.SCROLL", scrollY: 501 },
  ],
  fakes: () => {
    const world: ToolbarWorld = { scrolledToTop: 0 };
    return { implementations: { actions: { scrollToTop: () => void world.scrolledToTop++ } }, world };
  },
  invariants: (snapshot) =>
    snapshot.matches("collapsed") && snapshot.context.activePopup !== null
      ? ["a popup shows on a collapsed toolbar"]
      : [],
};
