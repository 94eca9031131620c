export { StorageAccessPrompt, type StorageAccessPromptProps, type StorageAccessState } from "./storage-access-prompt";
