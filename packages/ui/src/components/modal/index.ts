export { Modal, type ModalProps } from "./modal";
export { ModalLayer } from "./modal-layer";
