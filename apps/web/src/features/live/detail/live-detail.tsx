import type { LiveDetailData } from "@taxlearn/api";
import { LIVE_STATUS, normalizeLiveItem } from "@taxlearn/core";
import { LIVE_ROOM_TEXT, LiveInfo, LivePlayer, LiveRoomLayout, PageColumn } from "@taxlearn/ui";
import { useCallback, useRef, useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { useSession } from "../../../lib/session/session-provider";
import { LiveChat } from "../chat/live-chat";
import * as styles from "./live-detail.css";
import { LIVE_DETAIL_TEXT } from "./live-detail.messages";
import { LiveNotFound } from "./live-not-found";
import { useDetailBooking } from "./use-detail-booking";
import { useLiveHeartbeat } from "./use-live-heartbeat";
import { useLiveStatusEvents } from "./use-live-status-events";

/**
 * One session: the player (live playlist or replay) and its texts in the room's main column, the live chat
 * beside it. Status events from the server re-read the session, so 未开播 → 直播中 → 回放 shows without a
 * reload.
 */
export function LiveDetail({ liveId }: { liveId: number }) {
  const { view } = useSession();
  const [version, setVersion] = useState(0);
  const detail = useApiQuery((api) => api.liveDetail({ id: liveId }), [liveId, view.loggedIn, version]);
  const known = useRef<number | null>(null);
  if (detail.status === "success") known.current = detail.data.status ?? null;
  useLiveStatusEvents(liveId, (status) => {
    if (known.current !== null && status !== known.current) setVersion((n) => n + 1);
  });

  if (detail.status === "error" && detail.code === 404) {
    return <LiveNotFound title={LIVE_DETAIL_TEXT.notFound} description={LIVE_DETAIL_TEXT.notFoundHint} />;
  }
  // a re-read after a status event keeps the page (and the player) while it loads
  const shown =
    detail.status === "loading" && detail.previous
      ? { ...detail, status: "success" as const, data: detail.previous }
      : detail;
  return (
    <PageColumn className={styles.page}>
      <QueryView query={shown} errorTitle={LIVE_DETAIL_TEXT.loadFailed}>
        {(live) => <LiveRoom live={live} />}
      </QueryView>
    </PageColumn>
  );
}

function LiveRoom({ live }: { live: LiveDetailData }) {
  const api = useApi();
  const { view } = useSession();
  const [now] = useState(() => new Date());
  const stage = useRef<HTMLDivElement>(null);
  const item = normalizeLiveItem(live);
  const enter = useCallback(() => {
    stage.current?.scrollIntoView({ behavior: "smooth", block: "center" });
    const video = stage.current?.querySelector("video");
    if (video) void Promise.resolve(video.play()).catch(() => {});
  }, []);
  const booking = useDetailBooking(item, now, enter);
  // a signed-in learner's watching of the live stream earns study hours (not the replay)
  useLiveHeartbeat(live.id, stage, view.loggedIn && live.playback?.kind === "live");
  const savePosition = useCallback(
    (position: number) => {
      if (view.loggedIn) void api.liveReplayProgress({ id: live.id, position }).catch(() => {});
    },
    [api, live.id, view.loggedIn],
  );
  const placeholder =
    live.lockedReason ??
    (live.status === LIVE_STATUS.replay ? LIVE_ROOM_TEXT.noReplayPlaceholder : LIVE_ROOM_TEXT.notStartedPlaceholder);

  return (
    <LiveRoomLayout
      sideLabel={LIVE_DETAIL_TEXT.sideLabel}
      side={<LiveChat liveId={live.id} viewerRole="learner" />}
      main={
        <>
          <div ref={stage}>
            <LivePlayer
              source={live.playback}
              placeholder={placeholder}
              onPosition={live.playback?.kind === "replay" ? savePosition : undefined}
            />
          </div>
          <LiveInfo
            live={booking.item}
            now={now}
            description={live.description}
            lecturer={live.lecturer}
            busy={booking.view.booking}
            onAction={booking.view.clickButton}
          />
        </>
      }
    />
  );
}
