export {
  type LiveChatConnection,
  type LiveChatLine,
  type LiveChatModeration,
  LiveChatPanel,
  type LiveChatPanelProps,
} from "./live-chat-panel";
