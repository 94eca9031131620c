import { type ApiClient, type ApiResult, BUSINESS_STATUS, type PlayInfoData } from "@taxlearn/api";
import { type ParsedInteractionEvent, parseInteractionEvent } from "@taxlearn/core";

/** Everything the player needs for one lecture file. */
export interface LecturePlayback {
  /** An encrypted lecture's playlist URLs come signed for the learner: the player needs no token or header. */
  readonly info: PlayInfoData;
  /** spec §3 interaction events, clips included; malformed ones are left out. */
  readonly events: ReadonlyArray<ParsedInteractionEvent>;
}

/** Keeps the events that parse; one broken event must not cost the learner the lecture. */
export const parseInteractionEvents = (raw: ReadonlyArray<unknown>): ParsedInteractionEvent[] =>
  raw.map(parseInteractionEvent).flatMap((parsed) => (parsed._tag === "Right" ? [parsed.right] : []));

/** True for the envelope that says the learner may not watch (paid content: 购买后即可观看). */
export const isNotEntitled = (code: number | null): boolean => code === BUSINESS_STATUS.forbidden;

/**
 * playInfo and fileExtraData → the player's inputs. An encrypted lecture's playlists in the play info are signed for
 * the learner (their key URIs carry the token), so no playback token is asked for: hls.js and native players alike
 * play the URL as it is. Any failed step answers that step's envelope (a 403 from playInfo is the "buy to watch" case).
 */
export async function loadLecturePlayback(api: ApiClient, fileId: number): Promise<ApiResult<LecturePlayback>> {
  const info = await api.playInfo({ id: fileId });
  if (!info.success) return info;
  const events = await api.fileExtraData({ fileId });
  if (!events.success) return events;
  return {
    status: 200,
    success: true,
    msg: info.msg,
    data: { info: info.data, events: parseInteractionEvents(events.data) },
  };
}
