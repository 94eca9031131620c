import type { LiveChatRole } from "@taxlearn/api";
import { hasRole } from "../../auth/user-roles";
import type { ServerContext } from "../../server-context";

/**
 * Whether an account may watch a session: the live media's rule (`liveAccess`: a session without a course is free,
 * one tied to a course is for its buyers and active VIPs). app.ts hands it in: the live media feature already
 * depends on the catalogue, which depends on this one, so this feature does not import it.
 */
export type LiveWatchRule = (
  liveId: number,
  userId: number,
) => Promise<{ readonly allowed: true } | { readonly allowed: false; readonly reason: string }>;

/** The session's lecturer (by their lecturer account), staff, or a learner. */
export async function roleIn(
  server: ServerContext,
  session: { lecturerUserId: number | null },
  userId: number,
): Promise<LiveChatRole> {
  if (session.lecturerUserId === userId) return "lecturer";
  return (await hasRole(server.db, userId, "staff")) ? "staff" : "learner";
}

/**
 * Why this account may not have a pass into the session's chat, or null when it may: its lecturer and staff always
 * (they moderate), anyone else when they may watch the session.
 */
export async function liveChatRefusal(
  server: ServerContext,
  mayWatch: LiveWatchRule,
  session: { id: number; lecturerUserId: number | null },
  userId: number,
): Promise<string | null> {
  if ((await roleIn(server, session, userId)) !== "learner") return null;
  const access = await mayWatch(session.id, userId);
  return access.allowed ? null : access.reason;
}
