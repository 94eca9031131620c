export { UnreadBadge, type UnreadBadgeProps } from "./unread-badge";
