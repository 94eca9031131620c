import type { ChatServerFrame } from "@taxlearn/api";
import type { EventBus } from "../../shared/event-bus";

/** Whom a frame is for: a learner's windows, one agent's consoles, or every agent console. */
export type ChatAudience = { readonly learnerId: number } | { readonly agentId: number } | { readonly allAgents: true };

/**
 * What one process tells every process (itself included) about a chat. A claimed conversation's history can be
 * large, so `thread` only names it: each process with a console of that agent reads it from the database.
 */
export type ChatEvent =
  | { readonly kind: "frame"; readonly to: ChatAudience; readonly frame: ChatServerFrame }
  | { readonly kind: "thread"; readonly agentId: number; readonly conversationId: number };

/**
 * The customer-service chat's events: in-process on PGlite, NOTIFY on this channel with PostgreSQL (shared/event-bus,
 * on the process's one listener). A message frame stays far below NOTIFY's 8000-byte payload (500 characters).
 */
export type ChatBus = EventBus<ChatEvent>;

/** The PostgreSQL channel of chat events. */
export const CHAT_CHANNEL = "taxlearn_support_chat";
