import type { SnapshotFrom } from "xstate";
import type { assistantAskMachine } from "./assistant-ask.machine";
import type { AssistantAskEvent, AssistantAskView } from "./assistant-ask.types";

/** The question box and the answer being written. */
export function connectAssistantAsk(
  snapshot: SnapshotFrom<typeof assistantAskMachine>,
  send: (event: AssistantAskEvent) => void,
): AssistantAskView {
  const phase = snapshot.matches({ answering: "streaming" })
    ? "streaming"
    : snapshot.matches({ answering: "waiting" })
      ? "waiting"
      : snapshot.matches("failed")
        ? "failed"
        : "idle";
  const { question, partial, error, rejection } = snapshot.context;
  return {
    phase,
    busy: snapshot.hasTag("busy"),
    question,
    partial,
    error,
    rejection,
    ask: (text) => send({ type: "ASK.SUBMIT", question: text }),
    token: (text) => send({ type: "ANSWER.TOKEN", text }),
    dismiss: () => send({ type: "ASK.DISMISS" }),
  };
}
