export {
  AgentConsole,
  type AgentConsoleProps,
  type AgentConversationItem,
  type AgentQueueItem,
  type AgentThread,
  type AgentTicketItem,
} from "./agent-console";
