import { type ApiClient, type ApiResult, BUSINESS_STATUS, type PlayInfoData } from "@taxlearn/api";
import { type ParsedInteractionEvent, parseInteractionEvent } from "@taxlearn/core";

/** Everything the player needs for one lecture file. */
export interface LecturePlayback {
  readonly info: PlayInfoData;
  /** The playback token of an encrypted lecture (spec §3 option playauth), else undefined. */
  readonly playauth: string | undefined;
  /** spec §3 interaction events, clips included; malformed ones are left out. */
  readonly events: ReadonlyArray<ParsedInteractionEvent>;
}

/** Keeps the events that parse; one broken event must not cost the learner the lecture. */
export const parseInteractionEvents = (raw: ReadonlyArray<unknown>): ParsedInteractionEvent[] =>
  raw.map(parseInteractionEvent).flatMap((parsed) => (parsed._tag === "Right" ? [parsed.right] : []));

/** True for the envelope that says the learner may not watch (paid content: 购买后即可观看). */
export const isNotEntitled = (code: number | null): boolean => code === BUSINESS_STATUS.forbidden;

/**
 * playInfo → (encryptType 1: hlsGenerateToken with jsCode 2) and fileExtraData → the player's inputs. Any failed
 * step answers that step's envelope (a 403 from playInfo is the "buy to watch" case).
 */
export async function loadLecturePlayback(api: ApiClient, fileId: number): Promise<ApiResult<LecturePlayback>> {
  const info = await api.playInfo({ id: fileId });
  if (!info.success) return info;
  const [token, events] = await Promise.all([
    info.data.encryptType === 1 ? api.hlsGenerateToken({ jsCode: 2, fileId }) : Promise.resolve(null),
    api.fileExtraData({ fileId }),
  ]);
  if (token && !token.success) return token;
  if (!events.success) return events;
  return {
    status: 200,
    success: true,
    msg: info.msg,
    data: { info: info.data, playauth: token?.data.token, events: parseInteractionEvents(events.data) },
  };
}
