import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { Executor } from "../db/executor";
import { supportChatPasses } from "../db/schema";
import { hashToken } from "./tokens";

/** What a pass opens: the customer-service chat as a learner or an agent, or a live session's chat. */
export type SocketPassRole = "learner" | "agent" | "live";

/** A pass opens one socket within this time. */
export const PASS_LIFETIME_MS = 60_000;

/**
 * One-time passes of the site's chat sockets (decision 040): issued by an authenticated POST, presented as the
 * first frame, deleted when used, so the token never travels in a URL. Kept in the database (the table is named
 * after the chat that introduced it) so a pass issued by one process opens a socket on another.
 */
export async function insertPass(
  db: Executor,
  pass: { passHash: string; userId: number; role: SocketPassRole; expiresAt: Date },
  now: Date,
): Promise<void> {
  // expired passes are never used again: each issue clears them (indexed on expires_at)
  await db.delete(supportChatPasses).where(lt(supportChatPasses.expiresAt, now));
  await db.insert(supportChatPasses).values(pass);
}

/** Issues a pass for `role`: the secret for the client and its expiry. */
export async function issuePass(db: Executor, userId: number, role: SocketPassRole, now: Date) {
  const pass = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + PASS_LIFETIME_MS);
  await insertPass(db, { passHash: hashToken(pass), userId, role, expiresAt }, now);
  return { pass, expiresAt };
}

/** Uses a pass: deleted whatever happens, returned only when still valid. */
export async function takePass(db: Executor, passHash: string, now: Date) {
  const [row] = await db.delete(supportChatPasses).where(eq(supportChatPasses.passHash, passHash)).returning({
    userId: supportChatPasses.userId,
    role: supportChatPasses.role,
    expiresAt: supportChatPasses.expiresAt,
  });
  return row && row.expiresAt > now ? row : null;
}
