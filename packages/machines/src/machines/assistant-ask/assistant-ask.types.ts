export interface AssistantAskContext {
  /** the question being answered (or that failed), null when idle */
  question: string | null;
  /** the answer so far, as it streams in */
  partial: string;
  /** why answering failed (AI服务异常 …): shown in place of the answer, the question can be asked again */
  error: string | null;
  /** why the question was not taken (too long, too many): the question goes back into the box */
  rejection: string | null;
}

/** What the `askQuestion` actor rejects with: the envelope status and its message. */
export interface AssistantAskFailure {
  status: number;
  msg: string;
}

export type AssistantAskEvent =
  | { type: "ASK.SUBMIT"; question: string }
  /** a piece of the answer from the stream */
  | { type: "ANSWER.TOKEN"; text: string }
  /** leaves a failed answer */
  | { type: "ASK.DISMISS" };

export type AssistantAskEmitted =
  | { type: "ask.answered"; output: unknown }
  | { type: "ask.rejected"; question: string; msg: string };

export interface AssistantAskView {
  phase: "idle" | "waiting" | "streaming" | "failed";
  busy: boolean;
  question: string | null;
  partial: string;
  error: string | null;
  rejection: string | null;
  ask: (question: string) => void;
  token: (text: string) => void;
  dismiss: () => void;
}
