import type { MachineModel } from "../../testing/model";
import { assistantAskMachine } from "./assistant-ask.machine";

interface AskWorld {
  /** the state value the previous step left */
  previous: string | null;
  /** the partial answer before the step */
  partial: string;
}

const turn = { id: 1, answer: "根据本站资料：\n1. 次年4月30日前[1]" };

export const assistantAskModel: MachineModel<typeof assistantAskMachine, AskWorld> = {
  name: "assistantAskMachine",
  machine: assistantAskMachine,
  inputs: [undefined],
  events: [
    { type: "ASK.SUBMIT", question: "出口退税的申报期限是什么？" },
    { type: "ASK.SUBMIT", question: "   " },
    { type: "ANSWER.TOKEN", text: "根据本站资料：" },
    { type: "ASK.DISMISS" },
    { type: "xstate.done.actor.askQuestion", output: turn },
    { type: "xstate.error.actor.askQuestion", error: { status: 503, msg: "AI服务异常，请稍后再试" } },
    { type: "xstate.error.actor.askQuestion", error: { status: 429, msg: "提问过于频繁，请30秒后再试" } },
  ],
  // the answer's text grows with every piece: only whether there is one tells states apart
  serializeState: (snapshot) =>
    JSON.stringify([
      snapshot.value,
      snapshot.context.question,
      snapshot.context.partial !== "",
      snapshot.context.error,
      snapshot.context.rejection,
    ]),
  fakes: (doubles) => ({
    implementations: { actors: { askQuestion: doubles.actor("askQuestion") } },
    world: { previous: null, partial: "" },
  }),
  invariants: (snapshot, world, _doubles, { event, emitted }) => {
    const broken: string[] = [];
    const before = world.previous;
    const partialBefore = world.partial;
    world.previous = JSON.stringify(snapshot.value);
    world.partial = snapshot.context.partial;
    const answering = snapshot.matches("answering");
    // a question is answered only when it has text, and the busy tag is exactly the answering state
    if (answering && (snapshot.context.question ?? "").trim() === "") broken.push("answering a blank question");
    if (answering !== snapshot.hasTag("busy")) broken.push("busy tag out of step");
    // the answer only grows while streaming, by exactly the piece received
    if (
      event?.type === "ANSWER.TOKEN" &&
      before?.includes("answering") &&
      snapshot.context.partial !== partialBefore + event.text
    )
      broken.push("a token was not appended");
    if (event?.type === "ANSWER.TOKEN" && !before?.includes("answering") && snapshot.context.partial !== partialBefore)
      broken.push("a token changed the answer outside answering");
    // the outcome is emitted once, only when the answer arrives or the question is refused
    const answered = emitted.filter((e) => e.type === "ask.answered");
    const rejected = emitted.filter((e) => e.type === "ask.rejected");
    if (answered.length !== (event?.type === "xstate.done.actor.askQuestion" && before?.includes("answering") ? 1 : 0))
      broken.push(`${answered.length} answers after ${event?.type}`);
    if (rejected.length > 0 && !snapshot.matches("idle")) broken.push("rejected but not idle");
    for (const r of rejected) if (r.question.trim() === "") broken.push("a rejection without the question");
    if (snapshot.matches("failed") && !snapshot.context.error) broken.push("failed without a message");
    if (snapshot.matches("idle") && (snapshot.context.partial !== "" || snapshot.context.error !== null))
      broken.push("idle with a half answer or an error");
    return broken;
  },
};
