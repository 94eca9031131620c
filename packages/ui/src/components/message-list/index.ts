export { MessageList, type MessageListItem, type MessageListProps } from "./message-list";
