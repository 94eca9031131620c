import { describe, expect, it } from "vitest";
import { isMessageType, MESSAGE_TYPES, messageTypeLabel } from "./message-types";

describe("message types", () => {
  it("label each type the way the message centre's tabs do", () => {
    expect(messageTypeLabel(MESSAGE_TYPES.system.value)).toBe("系统通知");
    expect(messageTypeLabel(MESSAGE_TYPES.course.value)).toBe("课程提醒");
    expect(messageTypeLabel(MESSAGE_TYPES.qa.value)).toBe("问答");
    expect(messageTypeLabel(MESSAGE_TYPES.order.value)).toBe("订单");
  });
  it("know no other numbers", () => {
    for (const n of [0, 5, -1, 1.5]) {
      expect(messageTypeLabel(n)).toBeNull();
      expect(isMessageType(n)).toBe(false);
    }
    expect(isMessageType(4)).toBe(true);
  });
});
