// Public entry of @taxlearn/machines: each machine with its types and connect function.
export * from "./machines/modal-stack";
export * from "./machines/overlay";
export * from "./machines/quiz";
export { NotProvidedError } from "./shared/not-provided";
