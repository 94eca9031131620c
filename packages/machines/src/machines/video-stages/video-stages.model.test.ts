import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { videoStagesModel } from "./video-stages.model";

describe("videoStagesMachine model", () => {
  itReplaysEveryPath(videoStagesModel);
});
