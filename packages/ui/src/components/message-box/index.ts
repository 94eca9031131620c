export { type MessageBoxAnswer, type MessageBoxApi, MessageBoxProvider, useMessageBox } from "./message-box-provider";
