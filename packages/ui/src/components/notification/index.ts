export {
  type NotificationApi,
  type NotificationOptions,
  type NotificationPosition,
  NotificationProvider,
  useNotification,
} from "./notification-provider";
