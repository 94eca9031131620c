import { Schema } from "effect";
import { CONSTANTS } from "../constants";
import { decodeWith } from "../shared/decode";
import { NumericField } from "../shared/fields.schema";

/** spec §3, §7 POST /api/feedback/submit body; star is a whole rating from 1 to 5 (spec §9 max 5). */
export const Feedback = Schema.Struct({
  star: NumericField.pipe(Schema.int(), Schema.between(1, CONSTANTS.ratingMax)),
  productType: NumericField,
  productId: NumericField,
  userId: NumericField,
  content: Schema.String,
});
export type Feedback = typeof Feedback.Type;
export const decodeFeedback = decodeWith(Feedback);
