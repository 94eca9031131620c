import { Schema } from "effect";
import { IdField, NonNegativeIntField } from "../shared/fields.schema";

/** spec §3, §7 POST /api/setMessagesStatus body. */
export const Message = Schema.Struct({
  userId: IdField,
  messageType: NonNegativeIntField,
  messageId: IdField,
  readFlag: NonNegativeIntField,
});
export type Message = typeof Message.Type;
