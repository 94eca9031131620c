import { type RefObject, useCallback, useEffect, useRef, useState } from "react";
import { type AttachedSource, attachSource } from "../hls-source";
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
  readonly fail: (message: string) => void;
  /** Play was pressed: download the lecture (and the presenter layer), which until then read their playlists only. */
  readonly startLoad: () => void;
}

/**
 * Attaches the lecture and the presenter layer once per build (hls.js is loaded then, lazily) and switches the
 * lecture's definition.
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
  // every source attached in this build, and whether play was pressed (a source attached later starts at once)
  const attachedListRef = useRef<AttachedSource[]>([]);
  const loadWantedRef = useRef(false);

  const fail = useCallback(
    (message: string) => {
      setFailed(true);
      report({ type: "PLAYER.ERROR", message });
    },
    [report],
  );

  useEffect(() => {
    const lecture = lectureRef.current;
    if (!lecture) return;
    let cancelled = false;
    const attached: AttachedSource[] = [];
    attachedListRef.current = attached;
    const keep = (result: AttachedSource) => {
      attached.push(result);
      if (loadWantedRef.current) result.startLoad();
    };
    attachSource(lecture, build.sources.main, build.keyAccess, () => fail("media")).then((result) => {
      if (cancelled) return result.destroy();
      keep(result);
      attachedRef.current = result;
      setLevels(result.levels);
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
    };
  }, [build, lectureRef, presenterRef, report, fail]);

  const chooseLevel = (index: number) => {
    attachedRef.current?.setLevel(index);
    setLevel(index);
    const chosen = levels.find((l) => l.index === index);
    report({ type: "PLAYER.SETTING_SELECTED", setting: `definition:${chosen ? chosen.height : "auto"}` });
  };
  const startLoad = useCallback(() => {
    loadWantedRef.current = true;
    for (const source of attachedListRef.current) source.startLoad();
  }, []);
  return { levels, level, chooseLevel, failed, fail, startLoad };
}
