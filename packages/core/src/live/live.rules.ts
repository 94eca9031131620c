import { MESSAGES } from "../messages";
import type { Id } from "../shared/fields.schema";
import { formatStartTime, toInstant } from "../time/time.rules";
import type { LiveItem } from "./live.schema";

/** spec §4 live status: 0 not started, 1 live, 2 replay. */
export const LIVE_STATUS = { notStarted: 0, live: 1, replay: 2 } as const;

/** A live item with one name per field. */
export interface NormalizedLiveItem {
  readonly id: Id | null;
  readonly title: string;
  readonly image: string;
  readonly lecturer: string;
  readonly status: number;
  readonly scheduled: boolean;
  readonly startTime: string | number | null;
  /** spec §3: createMode 2 shows a special logo. */
  readonly specialLogo: boolean;
}

/** spec §3: status wins over liveStatus, name over userName, startTime over time, createMode over liveCreateMode. */
export const normalizeLiveItem = (raw: LiveItem): NormalizedLiveItem => ({
  id: raw.id ?? null,
  title: raw.title ?? "",
  image: raw.image ?? "",
  lecturer: raw.name || raw.userName || "",
  status: raw.status ?? raw.liveStatus ?? LIVE_STATUS.notStarted,
  scheduled: raw.scheduled === 1,
  startTime: raw.startTime || raw.time || null,
  specialLogo: (raw.createMode ?? raw.liveCreateMode) === 2,
});

/** What a live cell renders (spec §2 live cell, §4 live status). */
export interface LiveView {
  readonly tagText: string;
  readonly buttonText: string;
  /** Booked sessions show a grey button that does nothing. */
  readonly buttonDisabled: boolean;
  readonly buttonGrey: boolean;
  /** The start-time block shows only before the session starts. */
  readonly showStartTime: boolean;
  readonly startTimeLabel: string;
  /** Without seconds, or 暂无相关信息 when there is no start time. */
  readonly startTimeText: string;
  /** Still "not started" although the announced start has passed (the host is late). */
  readonly startOverdue: boolean;
}

/** spec §4: the tag, button and start-time block of a live item at `now`. */
export const liveView = (item: NormalizedLiveItem, now: Date): LiveView => {
  const startTimeText = formatStartTime(item.startTime);
  const start = toInstant(item.startTime);
  const common = { startTimeLabel: MESSAGES.startTimeLabel, startTimeText };
  if (item.status === LIVE_STATUS.live) {
    return {
      ...common,
      tagText: MESSAGES.liveOn,
      buttonText: MESSAGES.liveEnter,
      buttonDisabled: false,
      buttonGrey: false,
      showStartTime: false,
      startOverdue: false,
    };
  }
  if (item.status === LIVE_STATUS.replay) {
    return {
      ...common,
      tagText: MESSAGES.liveReplay,
      buttonText: MESSAGES.liveWatchReplay,
      buttonDisabled: false,
      buttonGrey: false,
      showStartTime: false,
      startOverdue: false,
    };
  }
  return {
    ...common,
    tagText: MESSAGES.liveNotStarted,
    buttonText: item.scheduled ? MESSAGES.liveBooked : MESSAGES.liveBook,
    buttonDisabled: item.scheduled,
    buttonGrey: item.scheduled,
    showStartTime: true,
    startOverdue: start !== null && start.getTime() <= now.getTime(),
  };
};
