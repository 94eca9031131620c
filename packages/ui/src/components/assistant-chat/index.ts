export {
  ASSISTANT_CHAT_TEXT,
  AssistantChat,
  type AssistantChatProps,
  type AssistantCitationItem,
  type AssistantSessionItem,
  type AssistantTurnItem,
} from "./assistant-chat";
