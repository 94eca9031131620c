export { connectAssistantAsk } from "./assistant-ask.connect";
export { assistantAskMachine } from "./assistant-ask.machine";
export type {
  AssistantAskContext,
  AssistantAskEmitted,
  AssistantAskEvent,
  AssistantAskFailure,
  AssistantAskView,
} from "./assistant-ask.types";
