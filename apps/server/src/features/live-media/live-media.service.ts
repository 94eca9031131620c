import type { liveContracts, liveMediaContracts } from "@taxlearn/api";
import { LIVE_STATUS } from "@taxlearn/core";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { LIVE_MEDIA_MESSAGES } from "./live-media.messages";
import * as repo from "./live-media.repo";
import { LIVE_TOKEN_PARAM, liveAccess } from "./live-playback";
import { LIVE_MEDIA_URL } from "./live-runtime";

/** Where publishers connect, as shown in the studio (LIVE_RTMP_PUBLIC_URL, else the ingest's own address). */
export interface RtmpAddress {
  readonly url: string;
}

const withToken = (url: string, token: string | null) =>
  token ? `${url}?${LIVE_TOKEN_PARAM}=${encodeURIComponent(token)}` : url;

export function liveMediaHandlers(
  server: ServerContext,
): Pick<HandlersFor<typeof liveContracts>, "liveDetail"> & HandlersFor<typeof liveMediaContracts> {
  const { db } = server;

  /** The session when the user is the lecturer presenting it; a failure otherwise. */
  const presented = async (userId: number, liveId: number) => {
    const session = await repo.findSession(db, liveId);
    if (!session) return fail(404, LIVE_MEDIA_MESSAGES.notFound);
    const lecturerId = await repo.lecturerIdOfUser(db, userId);
    if (lecturerId === undefined) return fail(403, LIVE_MEDIA_MESSAGES.notLecturer);
    if (lecturerId !== session.lecturerId) return fail(403, LIVE_MEDIA_MESSAGES.notPresenter);
    return ok(session);
  };
  const studio = (session: { id: number; title: string; status: number }, streamKey: string) => ({
    id: session.id,
    title: session.title,
    status: session.status,
    rtmpUrl: server.live.rtmpUrl,
    streamKey,
    viewers: server.live.viewers(session.id),
    publishing: server.live.isPublishing(session.id),
  });

  return {
    async liveDetail({ id }, { session: login }) {
      const session = await repo.findSession(db, id);
      if (!session) return fail(404, LIVE_MEDIA_MESSAGES.notFound);
      const [media, lecturer, booked] = await Promise.all([
        repo.findMedia(db, id),
        repo.findLecturer(db, session.lecturerId),
        login ? repo.isBooked(db, login.userId, id) : Promise.resolve(false),
      ]);
      const access = await liveAccess(server, media, login?.userId ?? null);
      let playback = null;
      if (access.allowed && session.status === LIVE_STATUS.live) {
        playback = {
          kind: "live" as const,
          url: withToken(`${LIVE_MEDIA_URL}/${id}/live.m3u8`, access.token),
          duration: null,
          resumeAt: 0,
        };
      } else if (access.allowed && session.status === LIVE_STATUS.replay && media?.replayUrl) {
        playback = {
          kind: "replay" as const,
          url: withToken(media.replayUrl, access.token),
          duration: media.replaySeconds,
          resumeAt: login ? await repo.findReplayPosition(db, login.userId, id) : 0,
        };
      }
      return ok({
        id: session.id,
        title: session.title,
        image: session.image,
        name: session.lecturerName,
        status: session.status,
        scheduled: booked ? 1 : 0,
        startTime: session.startTime.toISOString(),
        createMode: session.createMode,
        description: media?.description ?? "",
        lecturer: lecturer
          ? {
              id: lecturer.id,
              nickname: lecturer.nickname,
              avatar: lecturer.avatar,
              positionalTitles: lecturer.positionalTitles,
              intro: lecturer.intro,
            }
          : null,
        playback,
        lockedReason: access.allowed ? null : access.reason,
        access: media?.courseId ? ("paid" as const) : ("free" as const),
      });
    },

    async liveStudio({ id }, { session: login }) {
      const found = await presented(login!.userId, id);
      if (!found.ok) return found;
      const media = await repo.ensureMedia(db, id);
      return ok(studio(found.data, media.streamKey));
    },

    async liveRotateKey({ id }, { session: login }) {
      const found = await presented(login!.userId, id);
      if (!found.ok) return found;
      // a new key while the stream runs would cut nothing (the publisher stays connected) yet confuse the lecturer
      if (server.live.isPublishing(id)) return fail(409, LIVE_MEDIA_MESSAGES.keyRotateWhileLive);
      const media = await repo.rotateKey(db, id);
      server.log.info("live stream key rotated", { liveId: id, userId: login!.userId });
      return ok(studio(found.data, media.streamKey), LIVE_MEDIA_MESSAGES.keyRotated);
    },

    async liveReplayProgress({ id, position }, { session: login }) {
      const session = await repo.findSession(db, id);
      if (!session) return fail(404, LIVE_MEDIA_MESSAGES.notFound);
      const media = await repo.findMedia(db, id);
      if (session.status !== LIVE_STATUS.replay || !media?.replayUrl) return fail(409, LIVE_MEDIA_MESSAGES.noReplay);
      const access = await liveAccess(server, media, login!.userId);
      if (!access.allowed) return fail(403, access.reason);
      const clamped = Math.min(position, media.replaySeconds ?? 0);
      await repo.saveReplayPosition(db, login!.userId, id, clamped, server.clock());
      return ok({ id, position: clamped }, LIVE_MEDIA_MESSAGES.progressSaved);
    },
  };
}
