import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { messageBoxQueueModel } from "./message-box-queue.model";

describe("messageBoxQueueMachine model", () => {
  itReplaysEveryPath(messageBoxQueueModel);
});
