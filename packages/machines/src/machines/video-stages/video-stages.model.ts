import { type MachineModel, stableJson } from "../../testing/model";
import { videoStagesMachine } from "./video-stages.machine";

const withClips = { main: "lecture.m3u8", opening: "opening.mp4", closing: "closing.mp4" };
const mainOnly = { main: "lecture-2.m3u8" };

export const videoStagesModel: MachineModel<typeof videoStagesMachine> = {
  name: "videoStagesMachine",
  machine: videoStagesMachine,
  input: { sources: withClips, options: { vid: "v1", playauth: "auth", encryptType: 1 } },
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
    stableJson({ value: snapshot.value, sources: snapshot.context.sources, options: snapshot.context.options }),
  fakes: () => ({ implementations: {}, world: undefined }),
  invariants: (snapshot) => {
    const { sources } = snapshot.context;
    const broken: string[] = [];
    if (snapshot.matches("startVideo") && !sources.opening) broken.push("opening stage without an opening clip");
    if (snapshot.matches("endVideo") && !sources.closing) broken.push("closing stage without a closing clip");
    if (snapshot.matches("building")) broken.push("the transient building state was observable");
    return broken;
  },
};
