import { Schema } from "effect";
import { DateValue, Id, IdField, Nullish, NumericField } from "../shared/fields.schema";

/** A live session's id, as a request carries it (a number is not any id). */
export const LiveId = IdField.pipe(Schema.brand("LiveId"));
export type LiveId = typeof LiveId.Type;

/**
 * spec §3 live item as the API sends it; name|userName, status|liveStatus, startTime|time and
 * createMode|liveCreateMode are two names for one thing. `normalizeLiveItem` picks one.
 */
export const LiveItem = Schema.Struct({
  id: Nullish(Id),
  title: Nullish(Schema.String),
  image: Nullish(Schema.String),
  name: Nullish(Schema.String),
  userName: Nullish(Schema.String),
  status: Nullish(NumericField),
  liveStatus: Nullish(NumericField),
  /** 1 means the learner has booked. */
  scheduled: Nullish(NumericField),
  startTime: Nullish(DateValue),
  time: Nullish(DateValue),
  createMode: Nullish(NumericField),
  liveCreateMode: Nullish(NumericField),
});
export type LiveItem = typeof LiveItem.Type;
