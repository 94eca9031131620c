import { Schema } from "effect";
import { CONSTANTS } from "../constants";
import { IdField, NonNegativeIntField } from "../shared/fields.schema";

/** spec §3, §7 POST /api/feedback/submit body; star is a whole rating from 1 to 5 (spec §9 max 5). */
export const Feedback = Schema.Struct({
  star: NonNegativeIntField.pipe(Schema.between(1, CONSTANTS.ratingMax)),
  productType: NonNegativeIntField,
  productId: IdField,
  userId: IdField,
  content: Schema.String,
});
export type Feedback = typeof Feedback.Type;
