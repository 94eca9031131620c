import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { type AttachedSource, attachSource, isHlsUrl, type LoadFailure } from "../hls-source";
import type { PlayerBuild } from "./player-build";
import type { ReportToStages } from "./use-video-stages";

export interface LectureSource {
  /** The stream's definitions (none for a plain file). */
  readonly levels: AttachedSource["levels"];
  /** The chosen definition's index; -1 is automatic. */
  readonly level: number;
  readonly chooseLevel: (index: number) => void;
  /** The lecture could not be loaded or played. */
  readonly failed: boolean;
  /** The server's own Chinese reason, when it gave one (a sample lecture still being made); null otherwise. */
  readonly failedMessage: string | null;
  readonly fail: (message: string) => void;
  /** Attaches the lecture again after a failure (重试): a lecture that was being made may be ready now. */
  readonly retry: () => void;
  /**
   * Play was pressed: download the lecture (and the presenter layer). A plain file has read only its header until
   * then; an HLS lecture attaches only now, so hls.js is not even loaded for a page that never plays.
   */
  readonly startLoad: () => void;
  /** The lecture's source is attached (for an HLS lecture: after play was pressed). */
  readonly attached: boolean;
}

/**
 * Attaches the lecture and the presenter layer once per build and switches the lecture's definition. A plain file is
 * attached at once; an HLS lecture when play is pressed, which is when hls.js loads (hundreds of kilobytes a learner
 * who only opens the page never needs).
 */
export function useLectureSource(
  build: PlayerBuild,
  lectureRef: RefObject<HTMLVideoElement | null>,
  presenterRef: RefObject<HTMLVideoElement | null>,
  report: ReportToStages,
): LectureSource {
  const attachedRef = useRef<AttachedSource | null>(null);
  const [levels, setLevels] = useState<AttachedSource["levels"]>([]);
  const [level, setLevel] = useState(-1);
  const [failed, setFailed] = useState(false);
  const [failedMessage, setFailedMessage] = useState<string | null>(null);
  // bumped by 重试: the source is attached anew
  const [attempt, setAttempt] = useState(0);
  // every source attached in this build, and whether play was pressed (a source attached later starts at once)
  const attachedListRef = useRef<AttachedSource[]>([]);
  const loadWantedRef = useRef(false);
  const [loadWanted, setLoadWanted] = useState(false);
  const [attached, setAttached] = useState(false);
  // flips once for an HLS lecture (play pressed) and never for a plain file, so the source is attached once per build
  const attachNow = !isHlsUrl(build.sources.main) || loadWanted;

  const fail = useCallback(
    (message: string) => {
      setFailed(true);
      report({ type: "PLAYER.ERROR", message });
    },
    [report],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-attaches after 重试.
  useEffect(() => {
    const lecture = lectureRef.current;
    if (!lecture || !attachNow) return;
    let cancelled = false;
    const attached: AttachedSource[] = [];
    attachedListRef.current = attached;
    const keep = (result: AttachedSource) => {
      attached.push(result);
      if (loadWantedRef.current) result.startLoad();
    };
    const failLoad = (failure: LoadFailure) => {
      if (cancelled) return;
      setFailedMessage(failure.message);
      fail("media");
    };
    attachSource(lecture, build.sources.main, build.keyAccess, failLoad).then((result) => {
      if (cancelled) return result.destroy();
      keep(result);
      attachedRef.current = result;
      setLevels(result.levels);
      setAttached(true);
      report({ type: "PLAYER.READY" });
    });
    const presenter = presenterRef.current;
    if (build.overlaySource && presenter) {
      attachSource(presenter, build.overlaySource, build.keyAccess, () => {}).then((result) => {
        if (cancelled) return result.destroy();
        keep(result);
      });
    }
    return () => {
      cancelled = true;
      for (const a of attached) a.destroy();
      attachedRef.current = null;
      setAttached(false);
    };
  }, [build, attachNow, lectureRef, presenterRef, report, fail, attempt]);

  const chooseLevel = (index: number) => {
    attachedRef.current?.setLevel(index);
    setLevel(index);
    const chosen = levels.find((l) => l.index === index);
    report({ type: "PLAYER.SETTING_SELECTED", setting: `definition:${chosen ? chosen.height : "auto"}` });
  };
  const startLoad = useCallback(() => {
    loadWantedRef.current = true;
    setLoadWanted(true);
    for (const source of attachedListRef.current) source.startLoad();
  }, []);
  const retry = useCallback(() => {
    setFailed(false);
    setFailedMessage(null);
    setAttempt((n) => n + 1);
  }, []);
  return { levels, level, chooseLevel, failed, failedMessage, fail, retry, startLoad, attached };
}
