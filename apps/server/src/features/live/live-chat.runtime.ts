import type { LiveChatServerFrame } from "@taxlearn/api";
import type { Database } from "../../db/database";
import type { PgListener, PgListenerLog } from "../../db/pg-listener";
import { connectEventBus, type EventBus } from "../../shared/event-bus";

/** Whom a frame of a session's chat is for: everyone in the session, its moderators, or one account in it. */
export type LiveChatAudience = "all" | "moderators" | { readonly userId: number };

/** What one process tells every process about a session's chat (a message is at most 200 characters). */
export interface LiveChatEvent {
  readonly liveId: number;
  readonly to: LiveChatAudience;
  readonly frame: LiveChatServerFrame;
}

/** The PostgreSQL channel of the live chats' events. */
export const LIVE_CHAT_CHANNEL = "taxlearn_live_chat";

/** The live sessions' chat bus: in-process on PGlite, NOTIFY on the process's listener with PostgreSQL. */
export class LiveChatRuntime {
  constructor(readonly bus: EventBus<LiveChatEvent>) {}

  static async create(options: {
    listener: PgListener | null;
    db: Database;
    log: PgListenerLog;
  }): Promise<LiveChatRuntime> {
    return new LiveChatRuntime(await connectEventBus<LiveChatEvent>(LIVE_CHAT_CHANNEL, options));
  }

  close(): Promise<void> {
    return this.bus.close();
  }
}
