import { Schema } from "effect";
import { decodeWith } from "../shared/decode";
import { NumericField } from "../shared/fields.schema";

/** spec §3, §7 POST /api/setMessagesStatus body. */
export const Message = Schema.Struct({
  userId: NumericField,
  messageType: NumericField,
  messageId: NumericField,
  readFlag: NumericField,
});
export type Message = typeof Message.Type;
export const decodeMessage = decodeWith(Message);
