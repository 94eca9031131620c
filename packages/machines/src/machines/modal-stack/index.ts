export { connectModalStack } from "./modal-stack.connect";
export { modalStackMachine } from "./modal-stack.machine";
export type {
  ModalCloseReason,
  ModalEntry,
  ModalStackContext,
  ModalStackEmitted,
  ModalStackEvent,
  ModalStackView,
  ModalView,
} from "./modal-stack.types";
