import { CONSTANTS } from "@taxlearn/core";
import { useEffect, useRef, useState } from "react";
import { InteractionCard } from "../interaction-card";
import { fittedStageStyle } from "../stage-size";
import { VIDEO_TEXT } from "../video.messages";
import * as styles from "./anchor-video-player.css";
import type { AnchorVideoPlayerProps } from "./anchor-video-player.types";
import { playerBuild, playerRebuildKey } from "./player-build";
import { PlayerControls } from "./player-controls";
import { playerKeyHandler } from "./player-keys";
import { EndedPanel, LoadFailedPanel, OutOfViewMask, StartCover } from "./player-panels";
import { PresenterOverlay } from "./presenter-overlay";
import { StageClip } from "./stage-clip";
import { useFullscreen } from "./use-fullscreen";
import { useInteractionCards } from "./use-interaction-cards";
import { useLectureSource } from "./use-lecture-source";
import { useLectureVideo } from "./use-lecture-video";
import { useOutOfViewPause } from "./use-out-of-view-pause";
import { usePlaybackSpeed } from "./use-playback-speed";
import { usePresenterOverlay } from "./use-presenter-overlay";
import { usePresenterSync } from "./use-presenter-sync";
import { useStagePlayback } from "./use-stage-playback";
import { useVideoStages } from "./use-video-stages";

/**
 * spec §2 "Anchor-video player" and §4 "Video stages", "Interaction card": the lecture with its presenter layer,
 * opening and closing clips, interaction cards and quizzes. Rebuilt whenever the source or the options change.
 */
export function AnchorVideoPlayer(props: AnchorVideoPlayerProps) {
  return <AnchorVideoPlayerView key={playerRebuildKey(props)} {...props} />;
}

function AnchorVideoPlayerView({
  source,
  width = `${CONSTANTS.videoWidthPx}px`,
  height = `${CONSTANTS.videoHeightPx}px`,
  options = {},
  overlaySource,
  poster,
  events = [],
  definitionLabels = [],
  startAt = 0,
  keyRequestHeaders,
  autoPlay = false,
  onPlayerEvent,
  onJump,
}: AnchorVideoPlayerProps) {
  const rootRef = useRef<HTMLElement>(null);
  const lectureRef = useRef<HTMLVideoElement>(null);
  const presenterRef = useRef<HTMLVideoElement>(null);
  const clipRef = useRef<HTMLVideoElement>(null);
  // Taken once: a new source or new options rebuild the view (the key above).
  const [build] = useState(() => playerBuild({ source, events, overlaySource, options, keyRequestHeaders }));
  // Shared by the lecture and the clips: whichever of them plays.
  const [playing, setPlaying] = useState(false);

  // Effects run in the order of these calls, and that matters: the lecture's source is attached before the stage
  // effect's first play() (setting a source aborts a pending play).
  // a saved position means the lecture was started before: its opening clip is not replayed
  const stages = useVideoStages(build, startAt > 0, onPlayerEvent);
  const cards = useInteractionCards(lectureRef, events);
  const overlay = usePresenterOverlay(rootRef, lectureRef, { width, height });
  const speed = usePlaybackSpeed(lectureRef, stages.report);
  const lectureSource = useLectureSource(build, lectureRef, presenterRef, stages.report);
  const playback = useStagePlayback(stages, lectureRef, clipRef, autoPlay);
  // the lecture downloads from the moment play is pressed (during the opening clip too), not on page load
  const { startLoad } = lectureSource;
  useEffect(() => {
    if (playback.started) startLoad();
  }, [playback.started, startLoad]);
  usePresenterSync(lectureRef, presenterRef);
  const lecture = useLectureVideo({
    lectureRef,
    stages,
    startAt,
    setPlaying,
    onLectureTime: cards.timeUpdate,
    onError: lectureSource.fail,
  });
  useOutOfViewPause(rootRef, lectureRef, overlay.send);
  const { toggleFullscreen } = useFullscreen(rootRef, overlay.send, stages.report);

  const { stage, isClip } = stages.view;
  const { started } = playback;
  const showLecture = stage === "normal" || stage === "ended";

  return (
    <section
      ref={rootRef}
      className={styles.root}
      style={fittedStageStyle(width, height)}
      aria-label={VIDEO_TEXT.player}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the player takes focus for its keyboard shortcuts (space, ←/→, F)
      tabIndex={0}
      onKeyDown={playerKeyHandler({ togglePlay: playback.togglePlay, seekBy: playback.seekBy, toggleFullscreen })}
      onDoubleClick={overlay.onStageDoubleClick}
      data-stage={started ? stage : "idle"}
      data-playing={playing}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the sample lectures have no caption track */}
      <video
        ref={lectureRef}
        className={`${styles.video} ${showLecture ? "" : styles.hidden}`}
        poster={poster}
        playsInline
        preload="metadata"
        data-testid="lecture-video"
      />
      {overlaySource ? (
        <PresenterOverlay
          videoRef={presenterRef}
          view={overlay.view}
          shown={stage === "normal"}
          box={overlay.box}
          onResizeHandlePointerDown={overlay.onResizeHandlePointerDown}
        />
      ) : null}

      {started && isClip ? (
        <StageClip
          stage={stage === "startVideo" ? "startVideo" : "endVideo"}
          source={stages.view.source}
          playerKey={stages.view.playerKey}
          clipRef={clipRef}
          onPlayingChange={setPlaying}
          onEnded={() => stages.report({ type: "PLAYER.ENDED" })}
        />
      ) : null}

      {options.logo ? <img className={styles.logo} src={options.logo} alt="" /> : null}

      {cards.view.card && stage === "normal" ? (
        <InteractionCard
          event={cards.view.card}
          remaining={cards.view.remaining}
          paused={cards.view.countdownPaused}
          hasCountdown={cards.view.hasCountdown}
          onToggleCountdown={cards.view.toggleTimer}
          onClose={cards.view.close}
          onJump={onJump}
          quiz={cards.quiz}
        />
      ) : null}

      {!started ? <StartCover poster={poster} onStart={playback.start} /> : null}
      {started && stage === "ended" ? <EndedPanel onReplay={playback.replay} /> : null}
      {lectureSource.failed ? <LoadFailedPanel /> : null}
      {overlay.view.maskVisible ? <OutOfViewMask onResume={() => overlay.send({ type: "MASK.CLICK" })} /> : null}

      <PlayerControls
        playing={playing}
        currentTime={lecture.currentTime}
        duration={lecture.duration}
        seekable={stage === "normal"}
        onTogglePlay={playback.togglePlay}
        onSeek={(seconds) => {
          if (lectureRef.current) lectureRef.current.currentTime = seconds;
        }}
        rate={speed.rate}
        onChooseRate={speed.chooseRate}
        levels={lectureSource.levels}
        level={lectureSource.level}
        definitionLabels={definitionLabels}
        onChooseLevel={lectureSource.chooseLevel}
        fullscreen={overlay.view.fullscreen}
        onToggleFullscreen={toggleFullscreen}
      />
    </section>
  );
}
