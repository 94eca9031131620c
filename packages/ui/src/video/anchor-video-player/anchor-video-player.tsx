import { CONSTANTS } from "@taxlearn/core";
import { useEffect, useRef, useState } from "react";
import { countdownAnnouncement } from "../countdown-announcement";
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
import { useCaptions } from "./use-captions";
import { useCardFocus } from "./use-card-focus";
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
  captions,
  captionsShown = false,
  autoPlay = false,
  onPlayerEvent,
  onJump,
}: AnchorVideoPlayerProps) {
  const rootRef = useRef<HTMLElement>(null);
  const lectureRef = useRef<HTMLVideoElement>(null);
  const presenterRef = useRef<HTMLVideoElement>(null);
  const clipRef = useRef<HTMLVideoElement>(null);
  const trackRef = useRef<HTMLTrackElement>(null);
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
  // an HLS lecture is attached after play was pressed, and attaching aborted the stage's play() if it came first (a
  // resumed lecture plays at once): play it now that it has its source
  const { attached } = lectureSource;
  const playingLecture = playback.started && stages.view.stage === "normal";
  useEffect(() => {
    if (attached && playingLecture && lectureRef.current?.paused) void lectureRef.current.play().catch(() => {});
  }, [attached, playingLecture]);
  usePresenterSync(lectureRef, presenterRef);
  const lecture = useLectureVideo({
    lectureRef,
    stages,
    startAt,
    setPlaying,
    onLectureTime: cards.timeUpdate,
    onError: lectureSource.fail,
  });
  const caption = useCaptions(lectureRef, trackRef, captionsShown, captions?.src);
  useOutOfViewPause(rootRef, lectureRef, overlay.send);
  const { toggleFullscreen } = useFullscreen(rootRef, overlay.send, stages.report);

  const { stage, isClip } = stages.view;
  const { started } = playback;
  const showLecture = stage === "normal" || stage === "ended";
  const card = stage === "normal" ? cards.view.card : null;
  useCardFocus(rootRef, card ? `${card.id ?? ""}@${card.pointTime}` : null);

  return (
    <section
      ref={rootRef}
      className={styles.root}
      style={fittedStageStyle(width, height)}
      aria-label={VIDEO_TEXT.player}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the player takes focus for its keyboard shortcuts (space/k, ←/→, F)
      tabIndex={0}
      onKeyDown={playerKeyHandler({ togglePlay: playback.togglePlay, seekBy: playback.seekBy, toggleFullscreen })}
      onDoubleClick={overlay.onStageDoubleClick}
      data-stage={started ? stage : "idle"}
      data-playing={playing}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the subtitles track is there when the lecture has captions */}
      <video
        ref={lectureRef}
        className={`${styles.video} ${showLecture ? "" : styles.hidden}`}
        poster={poster}
        playsInline
        preload="metadata"
        data-testid="lecture-video"
      >
        {captions ? (
          <track ref={trackRef} kind="subtitles" srcLang={captions.srclang ?? "zh"} src={captions.src} />
        ) : null}
      </video>
      {captions && caption.shown && caption.text && showLecture ? (
        <div className={styles.caption} data-testid="lecture-caption">
          {caption.text}
        </div>
      ) : null}
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

      {card ? (
        <InteractionCard
          event={card}
          remaining={cards.view.remaining}
          paused={cards.view.countdownPaused}
          hasCountdown={cards.view.hasCountdown}
          onToggleCountdown={cards.view.toggleTimer}
          onClose={cards.view.close}
          onJump={onJump}
          quiz={cards.quiz}
        />
      ) : null}

      {/* spec §4 countdown, for screen readers: at the card's appearance and at 5 s left (polite, not every tick) */}
      <p className={styles.visuallyHidden} aria-live="polite" aria-atomic="true" data-testid="card-announcement">
        {countdownAnnouncement(card, cards.view.remaining, cards.view.hasCountdown)}
      </p>

      {!started ? <StartCover poster={poster} onStart={playback.start} /> : null}
      {started && stage === "ended" ? <EndedPanel onReplay={playback.replay} /> : null}
      {lectureSource.failed ? (
        <LoadFailedPanel message={lectureSource.failedMessage} onRetry={lectureSource.retry} />
      ) : null}
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
        captions={captions ? { shown: caption.shown, onToggle: caption.toggle } : null}
        fullscreen={overlay.view.fullscreen}
        onToggleFullscreen={toggleFullscreen}
      />
    </section>
  );
}
