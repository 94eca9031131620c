import { type RefObject, useEffect, useState } from "react";

/** The text of the cues showing now (several at once are joined by line breaks), decoded from WebVTT. */
const activeCueText = (track: TextTrack): string =>
  Array.from(track.activeCues ?? [])
    .map((cue) => ((cue as VTTCue).getCueAsHTML?.().textContent ?? (cue as VTTCue).text ?? "").trim())
    .filter((text) => text !== "")
    .join("\n");

/**
 * Captions on demand: the `<track>` of the lecture stays in mode "hidden" (its cues load and time themselves, the
 * browser draws nothing) and the player draws the active cue itself when captions are on, above its own controls.
 * hls.js manages the text tracks it creates for in-stream subtitles and may switch others off: the mode is put back
 * whenever the track list changes.
 */
export function useCaptions(
  lectureRef: RefObject<HTMLVideoElement | null>,
  trackRef: RefObject<HTMLTrackElement | null>,
  initiallyShown: boolean,
  /** The captions file: a new one re-attaches the listeners to the new track. */
  src: string | undefined,
): { shown: boolean; toggle: () => void; text: string } {
  const [shown, setShown] = useState(initiallyShown);
  const [text, setText] = useState("");

  useEffect(() => {
    const lecture = lectureRef.current;
    const track = trackRef.current?.track;
    if (!lecture || !track || !src) return;
    const keepHidden = () => {
      if (track.mode !== "hidden") track.mode = "hidden";
    };
    const onCueChange = () => setText(activeCueText(track));
    keepHidden();
    track.addEventListener("cuechange", onCueChange);
    lecture.textTracks.addEventListener("change", keepHidden);
    return () => {
      track.removeEventListener("cuechange", onCueChange);
      lecture.textTracks.removeEventListener("change", keepHidden);
    };
  }, [lectureRef, trackRef, src]);

  return { shown, toggle: () => setShown((on) => !on), text };
}
