import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { interactionCardModel } from "./interaction-card.model";

describe("interactionCardMachine model", () => {
  itReplaysEveryPath(interactionCardModel);
});
