// Public entry of @taxlearn/machines: each machine with its types and connect function.

export * from "./machines/assistant-ask";
export * from "./machines/centre-menu";
export * from "./machines/code-login";
export * from "./machines/interaction-card";
export * from "./machines/lecture-heartbeat";
export * from "./machines/live-booking";
export * from "./machines/live-heartbeat";
export * from "./machines/message-box-queue";
export * from "./machines/modal-stack";
export * from "./machines/order-create";
export * from "./machines/order-payment";
export * from "./machines/org-enrolment";
export * from "./machines/org-login";
export * from "./machines/org-setup";
export * from "./machines/overlay";
export * from "./machines/quiz";
export * from "./machines/route-guard";
export * from "./machines/session";
export * from "./machines/side-toolbar";
export * from "./machines/support-chat";
export * from "./machines/third-login";
export * from "./machines/video-stages";
export { DeferredActor, type DeferredActorOptions } from "./shared/deferred-actor";
export { MACHINE_MESSAGES } from "./shared/messages";
export { NotProvidedError } from "./shared/not-provided";
export type { Notice } from "./shared/notice";
