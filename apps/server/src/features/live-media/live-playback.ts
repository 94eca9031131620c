import { createHmac } from "node:crypto";
import { type CourseId, isFree } from "@taxlearn/core";
import type { ServerContext } from "../../server-context";
import { entitlementOf } from "../video/entitlement";
import { PlaybackTokens } from "../video/playback-token";
import * as videoRepo from "../video/video.repo";
import { LIVE_MEDIA_MESSAGES } from "./live-media.messages";
import type { LiveMediaRow } from "./live-media.repo";

/**
 * A live or replay playback token lasts a class (the player keeps its URL while a stream runs for hours); it is
 * bound to the learner and the session, signed like lecture tokens with a secret derived from the master key.
 */
export const LIVE_PLAYBACK_TOKEN_TTL_SECONDS = 6 * 3600;
/** The query parameter carrying the token on playlists and segments. */
export const LIVE_TOKEN_PARAM = "t";

const tokensByServer = new WeakMap<ServerContext, PlaybackTokens>();
export function livePlaybackTokensOf(server: ServerContext): PlaybackTokens {
  let tokens = tokensByServer.get(server);
  if (!tokens) {
    const secret = createHmac("sha256", server.orgMasterKey).update("live-playback-token").digest();
    tokens = new PlaybackTokens(server.clock, secret, LIVE_PLAYBACK_TOKEN_TTL_SECONDS);
    tokensByServer.set(server, tokens);
  }
  return tokens;
}

/**
 * Who may watch: a session without a course is free for everyone (visitors included, spec §2 "free to study");
 * one tied to a course plays, like that course's lectures, for its buyers and active VIPs, behind a token.
 */
export async function liveAccess(
  server: ServerContext,
  media: LiveMediaRow | undefined,
  userId: number | null,
): Promise<{ allowed: true; token: string | null } | { allowed: false; reason: string }> {
  if (!media?.courseId) return { allowed: true, token: null };
  if (userId === null) return { allowed: false, reason: LIVE_MEDIA_MESSAGES.loginToWatch };
  const course = await videoRepo.findCoursePrice(server.db, media.courseId as CourseId);
  if (!course || isFree(course.price)) return { allowed: true, token: null };
  const [purchased, vip] = await Promise.all([
    videoRepo.hasPurchased(server.db, userId, course.id),
    videoRepo.latestMembership(server.db, userId),
  ]);
  const entitlement = entitlementOf({ coursePrice: course.price, purchased, vip, now: server.clock() });
  if (!entitlement.allowed) return { allowed: false, reason: LIVE_MEDIA_MESSAGES.paidToWatch };
  return { allowed: true, token: livePlaybackTokensOf(server).issue({ userId, fileId: media.liveId }).token };
}
