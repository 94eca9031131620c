import { type MachineModel, stableJson } from "../../testing/model";
import { videoStagesMachine } from "./video-stages.machine";

interface StageWorld {
  /** the stage the previous step left, and whether it had a closing clip */
  previous: { stage: string; hasClosing: boolean } | null;
}

const withClips = { main: "lecture.m3u8", opening: "opening.mp4", closing: "closing.mp4" };
const mainOnly = { main: "lecture-2.m3u8" };

export const videoStagesModel: MachineModel<typeof videoStagesMachine, StageWorld> = {
  name: "videoStagesMachine",
  machine: videoStagesMachine,
  inputs: [
    { sources: withClips, options: { vid: "v1", playauth: "auth", encryptType: 1 } },
    // resuming a started lecture: no opening clip until the source changes
    { sources: withClips, options: { vid: "v1", playauth: "auth", encryptType: 1 }, resuming: true },
  ],
  events: [
    { type: "SOURCE.CHANGE", sources: mainOnly },
    { type: "SOURCE.CHANGE", sources: withClips },
    { type: "OPTIONS.CHANGE", options: { vid: "v2", playauth: "auth2", encryptType: 1 } },
    { type: "PLAYER.TIMEUPDATE", currentTime: 12.5 },
    { type: "PLAYER.ERROR", message: "network" },
    { type: "PLAYER.SETTING_SELECTED", setting: "1.5x" },
  ],
  // the build counter only grows: it is not part of a graph state's identity
  serializeState: (snapshot) =>
    stableJson({
      value: snapshot.value,
      sources: snapshot.context.sources,
      options: snapshot.context.options,
      resuming: snapshot.context.resuming,
    }),
  fakes: () => ({ implementations: {}, world: { previous: null } }),
  invariants: (snapshot, world, _doubles, { event, emitted }) => {
    const { sources } = snapshot.context;
    const broken: string[] = [];
    const before = world.previous;
    world.previous = { stage: String(snapshot.value), hasClosing: Boolean(sources.closing) };
    // `ended` once, on reaching the end, and only from the last stage: the closing clip, or the lecture
    // itself when there is none
    const endings = emitted.filter((out) => out.type === "ended").length;
    const reachedEnd = snapshot.matches("ended") && before?.stage !== "ended";
    if (endings !== (reachedEnd ? 1 : 0))
      broken.push(`${endings} "ended" events on reaching ${String(snapshot.value)}`);
    const lastStage = before?.stage === "endVideo" || (before?.stage === "normal" && !before.hasClosing);
    if (endings > 0 && !lastStage) broken.push(`"ended" emitted after ${before?.stage}`);
    // every player event (but the clip's end) goes out once, tagged with the stage it came in, payload intact
    if (event?.type.startsWith("PLAYER.") && event.type !== "PLAYER.ENDED") {
      const { type: _, ...payload } = event;
      const [out, ...more] = emitted;
      if (!out || more.length > 0) broken.push(`${event.type} went out ${emitted.length} times`);
      else if (out.stage !== before?.stage) broken.push(`${event.type} tagged ${out.stage} in ${before?.stage}`);
      else if (Object.entries(payload).some(([key, value]) => out[key] !== value))
        broken.push(`${event.type} lost its payload: ${JSON.stringify(out)}`);
    }
    if (snapshot.matches("startVideo") && !sources.opening) broken.push("opening stage without an opening clip");
    // a resumed lecture never replays its opening clip; a fresh start (or a new source) always plays it first
    const { resuming } = snapshot.context;
    if (snapshot.matches("startVideo") && resuming) broken.push("the opening clip replayed on resuming");
    const freshStart = before === null || event?.type === "SOURCE.CHANGE" || event?.type === "OPTIONS.CHANGE";
    if (freshStart && sources.opening && !resuming && !snapshot.matches("startVideo"))
      broken.push("a fresh start skipped the opening clip");
    if (freshStart && resuming && !snapshot.matches("normal")) broken.push("a resumed lecture did not start in it");
    if (snapshot.matches("endVideo") && !sources.closing) broken.push("closing stage without a closing clip");
    if (snapshot.matches("building")) broken.push("the transient building state was observable");
    return broken;
  },
};
