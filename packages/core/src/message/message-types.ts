/**
 * The kinds of learner message (spec §3 messageType, §7 getMessagesList). The number is what the API carries; the
 * label is what the message centre's tabs show.
 */
export const MESSAGE_TYPES = {
  system: { value: 1, label: "系统通知" },
  course: { value: 2, label: "课程提醒" },
  qa: { value: 3, label: "问答" },
  order: { value: 4, label: "订单" },
} as const;

export type MessageTypeKey = keyof typeof MESSAGE_TYPES;
export type MessageTypeValue = (typeof MESSAGE_TYPES)[MessageTypeKey]["value"];

const BY_VALUE = new Map<number, (typeof MESSAGE_TYPES)[MessageTypeKey]>(
  Object.values(MESSAGE_TYPES).map((type) => [type.value, type]),
);

/** The label of a message type, or null for a number that is not one. */
export const messageTypeLabel = (value: number): string | null => BY_VALUE.get(value)?.label ?? null;

export const isMessageType = (value: number): value is MessageTypeValue => BY_VALUE.has(value);
