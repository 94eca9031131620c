import { CONSTANTS, type ParsedInteractionEvent } from "@taxlearn/core";
import {
  connectInteractionCard,
  connectOverlay,
  connectVideoStages,
  interactionCardMachine,
  overlayMachine,
  type Point,
  type Size,
  type PlayerEvent as StagePlayerEvent,
  type VideoStage,
  type VideoStagesEmitted,
  videoStagesMachine,
} from "@taxlearn/machines";
import { useActorRef, useMachine, useSelector } from "@xstate/react";
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from "react";
import * as styles from "./anchor-video-player.css";
import { type AttachedSource, attachSource } from "./hls-source";
import { InteractionCard } from "./interaction-card";
import type { QuizActor } from "./quiz-card";
import { PLAYBACK_RATES, VIDEO_TEXT } from "./video.messages";

/** spec §4 "Video stages": the events the player emits (from videoStagesMachine), tagged with the stage. */
export type PlayerEvent = VideoStagesEmitted;

/** spec §3 player options. */
export interface AnchorVideoPlayerOptions {
  readonly vid?: string | number;
  /** Playback token for encrypted lectures (appended to key requests). */
  readonly playauth?: string;
  /** 1: HLS AES-128 encrypted. */
  readonly encryptType?: 0 | 1;
  readonly logo?: string;
}

export interface DefinitionLabel {
  /** Matched against the stream's definition heights. */
  readonly height: number;
  readonly label: string;
}

export interface AnchorVideoPlayerProps {
  /** The lecture: an HLS master playlist (or any URL the browser plays). */
  source: string;
  /** spec §3: default 360px. */
  width?: number | string;
  /** spec §3: default 225px. */
  height?: number | string;
  options?: AnchorVideoPlayerOptions;
  /** The presenter video of the anchor layer. */
  overlaySource?: string;
  poster?: string;
  /** spec §3 interaction events, parsed with core's parseInteractionEvent (clips included). */
  events?: ReadonlyArray<ParsedInteractionEvent>;
  /** Labels of the definitions (e.g. 标清, 高清), by height. */
  definitionLabels?: ReadonlyArray<DefinitionLabel>;
  /** Resume position (the saved breakpoint), seconds. */
  startAt?: number;
  /** Headers for key requests of encrypted lectures (the login token the key endpoint checks). */
  keyRequestHeaders?: Readonly<Record<string, string>>;
  /** Starts without waiting for a click on the play button. */
  autoPlay?: boolean;
  /** spec §4 player events; `timeupdate` carries the lecture position (for saving the breakpoint). */
  onPlayerEvent?: (event: PlayerEvent) => void;
  /** A text card's link was chosen (settings htmlRouter). */
  onJump?: (htmlRouter: string) => void;
}

const SEEK_STEP_SECONDS = 5;
/** Drift between the lecture and the presenter layer that is corrected by a seek. */
const OVERLAY_MAX_DRIFT_SECONDS = 0.3;

const pixels = (value: number | string | undefined, fallback: number): number => {
  if (typeof value === "number") return value;
  const parsed = value === undefined ? Number.NaN : Number.parseFloat(value);
  return Number.isFinite(parsed) && (value ?? "").trim().endsWith("px") ? parsed : fallback;
};

const formatClock = (seconds: number) => {
  const whole = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${String(Math.floor(whole / 60)).padStart(2, "0")}:${String(whole % 60).padStart(2, "0")}`;
};

/**
 * spec §2 "Anchor-video player" and §4 "Video stages", "Interaction card": the lecture with its presenter layer,
 * opening and closing clips, interaction cards and quizzes. Rebuilt whenever the source or the options change.
 */
export function AnchorVideoPlayer(props: AnchorVideoPlayerProps) {
  const rebuildKey = `${props.source}|${JSON.stringify(props.options ?? {})}|${props.overlaySource ?? ""}`;
  return <AnchorVideoPlayerView key={rebuildKey} {...props} />;
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
  const mainRef = useRef<HTMLVideoElement>(null);
  const presenterRef = useRef<HTMLVideoElement>(null);
  const clipRef = useRef<HTMLVideoElement>(null);
  const attachedRef = useRef<AttachedSource | null>(null);

  // What this build plays; AnchorVideoPlayer rebuilds the view (its key) when the source or the options change.
  const build = useRef({
    sources: {
      main: source,
      opening: events.find((e) => e._tag === "OpeningClip")?.animationUrl || null,
      closing: events.find((e) => e._tag === "ClosingClip")?.animationUrl || null,
    },
    overlaySource,
    playerOptions: { ...options, vid: options.vid === undefined ? undefined : String(options.vid) },
    keyAccess: { playauth: options.encryptType === 1 ? options.playauth : undefined, headers: keyRequestHeaders },
  });

  // spec §4 "Video stages": opening clip → lecture → closing clip → ended.
  const stagesActor = useActorRef(videoStagesMachine, {
    input: { sources: build.current.sources, options: build.current.playerOptions },
  });
  const stagesView = connectVideoStages(useSelector(stagesActor, (snapshot) => snapshot));
  const stage: VideoStage = stagesView.stage;
  const stageRef = useRef(stage);
  stageRef.current = stage;
  const report = useCallback(
    (event: StagePlayerEvent | { type: "PLAYER.ENDED" }) => stagesActor.send(event),
    [stagesActor],
  );
  const emitRef = useRef(onPlayerEvent);
  emitRef.current = onPlayerEvent;
  useEffect(() => {
    const subscription = stagesActor.on("*", (event) => emitRef.current?.(event));
    return () => subscription.unsubscribe();
  }, [stagesActor]);

  // spec §4 "Interaction card" (and the quiz it runs): it pauses, seeks and resumes the lecture through these.
  const cardActor = useActorRef(
    interactionCardMachine.provide({
      actions: {
        pauseVideo: () => mainRef.current?.pause(),
        resumeVideo: () => void mainRef.current?.play().catch(() => {}),
        seekVideo: (_: unknown, params: { time: number }) => {
          if (mainRef.current) mainRef.current.currentTime = params.time;
        },
      },
    }),
    { input: { events: [...events] } },
  );
  const cardSnapshot = useSelector(cardActor, (snapshot) => snapshot);
  const cardView = connectInteractionCard(cardSnapshot, cardActor.send);
  const quizActor = cardSnapshot.children.quiz as QuizActor | undefined;

  const [started, setStarted] = useState(autoPlay);
  const [playing, setPlaying] = useState(false);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [rate, setRate] = useState(1);
  const [levels, setLevels] = useState<AttachedSource["levels"]>([]);
  const [level, setLevel] = useState(-1);
  const [failed, setFailed] = useState(false);

  const initialStage: Size = { width: pixels(width, 960), height: pixels(height, 540) };
  const [overlaySnapshot, sendOverlay] = useMachine(
    overlayMachine.provide({ actions: { resumePlay: () => void mainRef.current?.play().catch(() => {}) } }),
    {
      input: {
        stage: initialStage,
        // The presenter takes about a third of the stage width (4:3 picture).
        size: { width: Math.round(initialStage.width * 0.3), height: Math.round(initialStage.width * 0.3 * 0.75) },
      },
    },
  );
  const overlay = connectOverlay(overlaySnapshot);

  // Attach the lecture (and the presenter layer) once per build; hls.js is loaded here, lazily.
  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    let cancelled = false;
    const { sources, overlaySource: presenterUrl, keyAccess } = build.current;
    const attached: AttachedSource[] = [];
    attachSource(main, sources.main, keyAccess, () => {
      setFailed(true);
      report({ type: "PLAYER.ERROR", message: "media" });
    }).then((result) => {
      if (cancelled) return result.destroy();
      attached.push(result);
      attachedRef.current = result;
      setLevels(result.levels);
      report({ type: "PLAYER.READY" });
    });
    const presenter = presenterRef.current;
    if (presenterUrl && presenter) {
      attachSource(presenter, presenterUrl, keyAccess, () => {}).then((result) => {
        if (cancelled) return result.destroy();
        attached.push(result);
      });
    }
    return () => {
      cancelled = true;
      for (const a of attached) a.destroy();
      attachedRef.current = null;
    };
  }, [report]);

  // Resume from the saved breakpoint once the lecture's duration is known.
  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    const onMetadata = () => {
      setDuration(main.duration);
      if (startAt > 0 && startAt < main.duration - 1) main.currentTime = startAt;
    };
    main.addEventListener("loadedmetadata", onMetadata, { once: true });
    return () => main.removeEventListener("loadedmetadata", onMetadata);
  }, [startAt]);

  // Once started, the lecture stage plays the main video and the clip stages their clip.
  useEffect(() => {
    if (!started) return;
    if (stage === "normal") void mainRef.current?.play().catch(() => {});
    else mainRef.current?.pause();
    if (stage === "startVideo" || stage === "endVideo") {
      void clipRef.current?.play().catch(() => report({ type: "PLAYER.ENDED" }));
    }
  }, [started, stage, report]);

  // The main video's events: state, the stage machine, the cards, and the presenter layer kept in sync.
  useEffect(() => {
    const main = mainRef.current;
    if (!main) return;
    const presenter = presenterRef.current;
    const syncPresenter = (force: boolean) => {
      if (!presenter || presenter.readyState === 0) return;
      if (force || Math.abs(presenter.currentTime - main.currentTime) > OVERLAY_MAX_DRIFT_SECONDS) {
        presenter.currentTime = main.currentTime;
      }
    };
    const handlers: Record<string, () => void> = {
      play: () => {
        setPlaying(true);
        syncPresenter(true);
        void presenter?.play().catch(() => {});
        report({ type: "PLAYER.PLAY" });
      },
      pause: () => {
        setPlaying(false);
        presenter?.pause();
        report({ type: "PLAYER.PAUSE" });
      },
      playing: () => report({ type: "PLAYER.PLAYING" }),
      canplay: () => report({ type: "PLAYER.CANPLAY" }),
      waiting: () => report({ type: "PLAYER.WAITING" }),
      ratechange: () => {
        if (presenter) presenter.playbackRate = main.playbackRate;
        setRate(main.playbackRate);
      },
      seeking: () => {
        syncPresenter(true);
        report({ type: "PLAYER.SEEK_START" });
      },
      seeked: () => {
        syncPresenter(true);
        report({ type: "PLAYER.SEEK_COMPLETE" });
      },
      timeupdate: () => {
        setCurrentTime(main.currentTime);
        syncPresenter(false);
        if (stageRef.current !== "normal") return;
        report({ type: "PLAYER.TIMEUPDATE", currentTime: main.currentTime });
        cardActor.send({ type: "VIDEO.TIMEUPDATE", currentTime: main.currentTime });
      },
      ended: () => {
        setPlaying(false);
        if (stageRef.current === "normal") report({ type: "PLAYER.ENDED" });
      },
      error: () => {
        setFailed(true);
        report({ type: "PLAYER.ERROR", message: main.error?.message ?? "media" });
      },
      durationchange: () => setDuration(main.duration),
    };
    for (const [name, handler] of Object.entries(handlers)) main.addEventListener(name, handler);
    return () => {
      for (const [name, handler] of Object.entries(handlers)) main.removeEventListener(name, handler);
    };
  }, [cardActor, report]);

  // spec §2: the mask shows when the player leaves the view (the video pauses); a click on it resumes play.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry && !entry.isIntersecting && mainRef.current && !mainRef.current.paused) {
        mainRef.current.pause();
        sendOverlay({ type: "STAGE.LEAVE" });
      }
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [sendOverlay]);

  // The overlay stays inside the stage as it changes size; fullscreen changes put it back at 626,305 (spec §4).
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const measure = (): Size => ({ width: root.clientWidth, height: root.clientHeight });
    const resizeObserver =
      typeof ResizeObserver === "undefined"
        ? null
        : new ResizeObserver(() => sendOverlay({ type: "STAGE.RESIZE", stage: measure() }));
    resizeObserver?.observe(root);
    const onFullscreenChange = () => {
      const entering = document.fullscreenElement === root;
      sendOverlay({ type: entering ? "FULLSCREEN.ENTER" : "FULLSCREEN.EXIT", stage: measure() });
      report({ type: entering ? "PLAYER.FULLSCREEN_REQUEST" : "PLAYER.FULLSCREEN_CANCEL" });
    };
    document.addEventListener("fullscreenchange", onFullscreenChange);
    return () => {
      resizeObserver?.disconnect();
      document.removeEventListener("fullscreenchange", onFullscreenChange);
    };
  }, [report, sendOverlay]);

  const replay = () => {
    const main = mainRef.current;
    if (main) main.currentTime = 0;
    stagesActor.send({ type: "SOURCE.CHANGE", sources: build.current.sources });
  };

  const togglePlay = () => {
    if (!started) return setStarted(true);
    if (stage === "ended") return replay();
    const video = stagesView.isClip ? clipRef.current : mainRef.current;
    if (!video) return;
    if (video.paused) void video.play().catch(() => {});
    else video.pause();
  };

  const seekBy = (delta: number) => {
    const main = mainRef.current;
    if (!main || stage !== "normal") return;
    main.currentTime = Math.min(Math.max(main.currentTime + delta, 0), main.duration || 0);
  };

  const toggleFullscreen = () => {
    const root = rootRef.current;
    if (!root) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    else void root.requestFullscreen?.().catch(() => {});
  };

  // Keyboard: space play/pause, ←/→ seek, F fullscreen (controls keep their own keys, except F).
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const inControl = (event.target as HTMLElement).closest("select, input, button") !== null;
    if (event.key === "f" || event.key === "F") toggleFullscreen();
    else if (inControl) return;
    else if (event.key === " ") togglePlay();
    else if (event.key === "ArrowLeft") seekBy(-SEEK_STEP_SECONDS);
    else if (event.key === "ArrowRight") seekBy(SEEK_STEP_SECONDS);
    else return;
    event.preventDefault();
  };

  const stagePoint = (event: PointerEvent): Point => {
    const rect = rootRef.current!.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  };

  const chooseRate = (value: number) => {
    if (mainRef.current) mainRef.current.playbackRate = value;
    report({ type: "PLAYER.SETTING_SELECTED", setting: `speed:${value}` });
  };

  const chooseLevel = (index: number) => {
    attachedRef.current?.setLevel(index);
    setLevel(index);
    const chosen = levels.find((l) => l.index === index);
    report({ type: "PLAYER.SETTING_SELECTED", setting: `definition:${chosen ? chosen.height : "auto"}` });
  };

  const levelLabel = (levelHeight: number) =>
    definitionLabels.find((d) => d.height === levelHeight)?.label ?? `${levelHeight}p`;

  const rootStyle: CSSProperties = { width, height };
  const showLecture = stage === "normal" || stage === "ended";

  return (
    <section
      ref={rootRef}
      className={styles.root}
      style={rootStyle}
      aria-label={VIDEO_TEXT.player}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the player takes focus for its keyboard shortcuts (space, ←/→, F)
      tabIndex={0}
      onKeyDown={onKeyDown}
      onDoubleClick={(event) => {
        if ((event.target as HTMLElement).closest("[data-player-controls], [data-testid='interaction-card']")) return;
        sendOverlay({ type: "OVERLAY.DOUBLE_CLICK" });
      }}
      data-stage={started ? stage : "idle"}
      data-playing={playing}
    >
      {/* biome-ignore lint/a11y/useMediaCaption: the sample lectures have no caption track */}
      <video
        ref={mainRef}
        className={`${styles.video} ${showLecture ? "" : styles.hidden}`}
        poster={poster}
        playsInline
        preload="auto"
        data-testid="lecture-video"
      />
      {overlaySource ? (
        <div
          className={`${styles.overlayBox} ${overlay.visible && stage === "normal" ? "" : styles.hidden}`}
          style={overlay.style}
          title={VIDEO_TEXT.presenterHint}
          data-testid="presenter-overlay"
          data-visible={overlay.visible}
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            sendOverlay({ type: "DRAG.START", pointer: stagePoint(event) });
          }}
          onPointerMove={(event) => {
            if (overlay.dragging) sendOverlay({ type: "DRAG.MOVE", pointer: stagePoint(event) });
            if (overlay.resizing) sendOverlay({ type: "RESIZE.MOVE", pointer: stagePoint(event) });
          }}
          onPointerUp={() => {
            if (overlay.dragging) sendOverlay({ type: "DRAG.END" });
            if (overlay.resizing) sendOverlay({ type: "RESIZE.END" });
          }}
        >
          <video
            ref={presenterRef}
            className={styles.overlayVideo}
            muted
            playsInline
            aria-label={VIDEO_TEXT.presenter}
          />
          <button
            type="button"
            className={styles.resizeHandle}
            aria-label={VIDEO_TEXT.resize}
            onPointerDown={(event) => {
              event.stopPropagation();
              event.currentTarget.parentElement?.setPointerCapture(event.pointerId);
              sendOverlay({ type: "RESIZE.START", pointer: stagePoint(event) });
            }}
          />
        </div>
      ) : null}

      {started && stagesView.isClip && stagesView.source ? (
        // biome-ignore lint/a11y/useMediaCaption: the clips have no speech
        <video
          key={stagesView.playerKey}
          ref={clipRef}
          className={styles.video}
          src={stagesView.source}
          playsInline
          data-testid={stage === "startVideo" ? "opening-clip" : "closing-clip"}
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => report({ type: "PLAYER.ENDED" })}
          onError={() => report({ type: "PLAYER.ENDED" })}
        />
      ) : null}
      {started && stagesView.isClip ? (
        <span className={styles.stageBadge}>{stage === "startVideo" ? VIDEO_TEXT.opening : VIDEO_TEXT.closing}</span>
      ) : null}

      {options.logo ? <img className={styles.logo} src={options.logo} alt="" /> : null}

      {cardView.card && stage === "normal" ? (
        <InteractionCard
          event={cardView.card}
          remaining={cardView.remaining}
          paused={cardView.countdownPaused}
          hasCountdown={cardView.hasCountdown}
          onToggleCountdown={cardView.toggleTimer}
          onClose={cardView.close}
          onJump={onJump}
          quiz={quizActor}
        />
      ) : null}

      {!started ? (
        <>
          {poster ? <img className={styles.poster} src={poster} alt="" /> : null}
          <button
            type="button"
            className={styles.bigPlay}
            onClick={() => setStarted(true)}
            aria-label={VIDEO_TEXT.play}
          >
            <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true">
              <path d="M8 5v14l11-7z" fill="currentColor" />
            </svg>
          </button>
        </>
      ) : null}

      {started && stage === "ended" ? (
        <div className={styles.endedPanel} role="status">
          <span>{VIDEO_TEXT.ended}</span>
          <button type="button" className={styles.controlButton} onClick={replay}>
            {VIDEO_TEXT.replay}
          </button>
        </div>
      ) : null}

      {failed ? (
        <div className={styles.endedPanel} role="alert">
          {VIDEO_TEXT.loadFailed}
        </div>
      ) : null}

      {overlay.maskVisible ? (
        <button type="button" className={styles.mask} onClick={() => sendOverlay({ type: "MASK.CLICK" })}>
          {VIDEO_TEXT.maskResume}
        </button>
      ) : null}

      <div className={styles.controls} data-player-controls="">
        <button type="button" className={styles.controlButton} onClick={togglePlay}>
          {playing ? VIDEO_TEXT.pause : VIDEO_TEXT.play}
        </button>
        <span className={styles.time}>
          {formatClock(currentTime)} / {formatClock(duration)}
        </span>
        <input
          className={styles.seek}
          type="range"
          min={0}
          max={Math.max(duration, 0) || 0}
          step={0.1}
          value={Math.min(currentTime, duration || 0)}
          aria-label={VIDEO_TEXT.seek}
          disabled={stage !== "normal"}
          onChange={(event) => {
            if (mainRef.current) mainRef.current.currentTime = Number(event.currentTarget.value);
          }}
        />
        <select
          className={styles.select}
          value={rate}
          aria-label={VIDEO_TEXT.speed}
          onChange={(event) => chooseRate(Number(event.currentTarget.value))}
        >
          {PLAYBACK_RATES.map((r) => (
            <option key={r} value={r}>
              {r}×
            </option>
          ))}
        </select>
        {levels.length > 1 ? (
          <select
            className={styles.select}
            value={level}
            aria-label={VIDEO_TEXT.definition}
            onChange={(event) => chooseLevel(Number(event.currentTarget.value))}
          >
            <option value={-1}>{VIDEO_TEXT.autoDefinition}</option>
            {levels.map((l) => (
              <option key={l.index} value={l.index}>
                {levelLabel(l.height)}
              </option>
            ))}
          </select>
        ) : null}
        <button type="button" className={styles.controlButton} onClick={toggleFullscreen}>
          {overlay.fullscreen ? VIDEO_TEXT.exitFullscreen : VIDEO_TEXT.fullscreen}
        </button>
      </div>
    </section>
  );
}
