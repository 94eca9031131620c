import { describe } from "vitest";
import { itReplaysEveryPath } from "../../testing/expect-model";
import { quizModel } from "./quiz.model";

describe("quizMachine model", () => {
  itReplaysEveryPath(quizModel);
});
