import { randomBytes } from "node:crypto";
import type { Executor } from "../db/executor";
import { findLiveToken, insertSocketPass, takeSocketPass } from "./auth.repo";
import { hashToken } from "./tokens";

/** What a pass opens: the customer-service chat as a learner or an agent, or a live session's chat. */
export type SocketPassRole = "learner" | "agent" | "live";

/** A pass opens one socket within this time. */
export const PASS_LIFETIME_MS = 60_000;

/** What a pass was issued for: the login that asked for it and, for the live chat, the one session it opens. */
export interface PassBinding {
  readonly userId: number;
  readonly tokenHash: string;
  readonly role: SocketPassRole;
  readonly liveId?: number | undefined;
}

/** A taken pass whose login is still live. */
export interface OpenedPass {
  readonly userId: number;
  readonly tokenHash: string;
  readonly role: SocketPassRole;
  readonly liveId: number | null;
}

// `<secret>.<login's token hash>[.<live session id>]`: the row is found by the hash of the whole text, so the
// binding cannot be altered without losing the row (the table has no columns for it). The token hash tells the
// holder nothing they could use: a hash is no token.
const PASS_FORMAT = /^[A-Za-z0-9_-]{43}\.([0-9a-f]{64})(?:\.([1-9]\d{0,9}))?$/;

/**
 * One-time passes of the site's chat sockets (decision 040): issued by an authenticated POST, presented as the
 * first frame, deleted when used, so the token never travels in a URL. Kept in the database (the table is named
 * after the chat that introduced it) so a pass issued by one process opens a socket on another. A pass is bound to
 * the login that asked for it: once that login has ended (logout, password change or reset, a disabled account) the
 * pass opens nothing.
 */
export async function issuePass(db: Executor, binding: PassBinding, now: Date) {
  const pass = [randomBytes(32).toString("base64url"), binding.tokenHash, binding.liveId]
    .filter((part) => part !== undefined)
    .join(".");
  const expiresAt = new Date(now.getTime() + PASS_LIFETIME_MS);
  // expired passes are never used again: each issue clears them
  await insertSocketPass(db, { passHash: hashToken(pass), userId: binding.userId, role: binding.role, expiresAt }, now);
  return { pass, expiresAt };
}

/**
 * Uses a pass: deleted whatever happens; returned only when it is unexpired, well-formed and its login still live.
 */
export async function openPass(db: Executor, pass: string, now: Date): Promise<OpenedPass | null> {
  const row = await takeSocketPass(db, hashToken(pass));
  const format = PASS_FORMAT.exec(pass);
  if (!row || row.expiresAt <= now || !format) return null;
  const tokenHash = format[1]!;
  const login = await findLiveToken(db, tokenHash, now);
  if (login?.userId !== row.userId) return null;
  return { userId: row.userId, tokenHash, role: row.role, liveId: format[2] ? Number(format[2]) : null };
}
