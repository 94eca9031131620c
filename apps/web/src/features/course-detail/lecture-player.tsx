import type { LectureProgressData } from "@taxlearn/api";
import { AnchorVideoPlayer, type DefinitionLabel, type PlayerEvent, WatchLockedNotice } from "@taxlearn/ui";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { QueryView } from "../../components/query-view";
import { useApiQuery } from "../../hooks/use-api-query";
import { useNavigateHandler } from "../../hooks/use-navigate-handler";
import { useSession } from "../../lib/session/session-provider";
import { CONTENT_SIZE_CSS } from "../../styles/content-sizes";
import * as styles from "./course-detail.css";
import { COURSE_DETAIL_TEXT } from "./course-detail.messages";
import { useLectureCaptions } from "./lecture-captions";
import { isNotEntitled, type LecturePlayback, loadLecturePlayback } from "./lecture-playback";
import { useLectureHeartbeat } from "./use-lecture-heartbeat";
import { useLectureProgress } from "./use-lecture-progress";

const playerSize = { width: CONTENT_SIZE_CSS.coursePlayerWidth, height: CONTENT_SIZE_CSS.coursePlayerHeight } as const;

export interface LecturePlayerProps {
  fileId: number;
  /** Shown as the call to action when the learner may not watch; leave out for a free course. */
  buyHref?: string;
  vipHref: string;
  onSaved: (saved: LectureProgressData) => void;
}

/**
 * A lazy chunk of its own (learning-area.tsx): a visitor only ever sees the anonymous player, so the anchor player, its
 * machines and the interaction events' schemas load only for a learner who may watch.
 *
 * One lecture in the anchor player: play info (signed playlists for an encrypted lecture) and the interaction
 * events, then the player, which saves the position as it plays. A 403 (paid, not bought, no VIP) shows the
 * buy / VIP call to action instead. Render it with `key={fileId}`.
 */
export default function LecturePlayer({ fileId, buyHref, vipHref, onSaved }: LecturePlayerProps) {
  const playback = useApiQuery((api) => loadLecturePlayback(api, fileId), [fileId]);
  if (playback.status === "error" && isNotEntitled(playback.code)) {
    return <WatchLockedNotice message={playback.message} {...playerSize} buyHref={buyHref} vipHref={vipHref} />;
  }
  return (
    <QueryView
      query={playback}
      placeholder={
        <div className={styles.playerBox}>
          <div className={styles.playerMessage}>{COURSE_DETAIL_TEXT.playerLoading}</div>
        </div>
      }
    >
      {(ready) => <PlayingLecture playback={ready} onSaved={onSaved} />}
    </QueryView>
  );
}

function PlayingLecture({
  playback,
  onSaved,
}: {
  playback: LecturePlayback;
  onSaved: (saved: LectureProgressData) => void;
}) {
  const { info, events } = playback;
  const { session } = useSession();
  // a link into a lecture at a second (search hits in its transcript, the tax assistant's citations:
  // &lecture=<file>&t=<seconds>, whole seconds only) starts there
  const [params] = useSearchParams();
  const at = params.get("t") ?? "";
  const startAt =
    params.get("lecture") === String(info.fileId) && /^\d{1,7}$/.test(at)
      ? Math.min(Number(at), info.duration)
      : info.breakpoint;
  const onNavigate = useNavigateHandler();
  const onProgressEvent = useLectureProgress({
    fileId: info.fileId,
    duration: info.duration,
    startAt,
    onSaved,
  });
  // study hours: the watching itself, judged by the server (the progress above is only the resume position)
  const onHeartbeatEvent = useLectureHeartbeat(info.fileId, startAt);
  const onPlayerEvent = useCallback(
    (event: PlayerEvent) => {
      onProgressEvent(event);
      onHeartbeatEvent(event);
    },
    [onProgressEvent, onHeartbeatEvent],
  );
  const definitionLabels = useMemo<DefinitionLabel[]>(
    () => info.definitions.map((d) => ({ height: d.height, label: d.label })),
    [info.definitions],
  );
  const captionsSrc = useLectureCaptions(info.captionsUrl, session.token);
  const captions = useMemo(() => (captionsSrc ? { src: captionsSrc, srclang: "zh" } : undefined), [captionsSrc]);
  return (
    <AnchorVideoPlayer
      source={info.masterUrl}
      overlaySource={info.overlayUrl || undefined}
      poster={info.coverUrl}
      {...playerSize}
      // the play info's playlists are signed for this learner: no playback token, no header on key requests
      options={{ vid: info.fileId, encryptType: info.encryptType }}
      captions={captions}
      events={events}
      startAt={startAt}
      definitionLabels={definitionLabels}
      onPlayerEvent={onPlayerEvent}
      onJump={onNavigate}
    />
  );
}
