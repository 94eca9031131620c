import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { supportChatModel } from "./support-chat.model";

describe("supportChatMachine model", () => {
  itReplaysEveryPath(supportChatModel);
});
