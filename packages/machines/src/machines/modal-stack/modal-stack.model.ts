import type { MachineModel } from "../../testing/model";
import { modalStackMachine } from "./modal-stack.machine";
import type { ModalStackContext } from "./modal-stack.types";

export const modalStackModel: MachineModel<typeof modalStackMachine> = {
  name: "modalStackMachine",
  machine: modalStackMachine,
  events: [
    { type: "MODAL.OPEN", id: "login", closeOnEscape: true, closeOnBackdrop: false },
    { type: "MODAL.OPEN", id: "qr", closeOnEscape: false, closeOnBackdrop: true },
    { type: "MODAL.CLOSE" },
    { type: "MODAL.CLOSE", id: "login" },
    { type: "MODAL.CLOSE", id: "qr" },
    { type: "KEY.ESCAPE" },
    { type: "BACKDROP.CLICK" },
  ],
  fakes: () => ({ implementations: {}, world: undefined }),
  invariants: (snapshot) => {
    const { stack } = snapshot.context as ModalStackContext;
    const broken: string[] = [];
    if (new Set(stack.map((entry) => entry.id)).size !== stack.length) broken.push("a modal is stacked twice");
    if (snapshot.matches("open") !== stack.length > 0) broken.push("state open must mean a non-empty stack");
    return broken;
  },
};
