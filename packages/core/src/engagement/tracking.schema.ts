import { Schema } from "effect";

/** spec §3 tracking event: an event name (trimmed, not blank) and its parameters as JSON text. */
export const TrackingEvent = Schema.Struct({
  eventName: Schema.Trim.pipe(Schema.nonEmptyString()),
  jsonParam: Schema.optional(Schema.String),
});
export type TrackingEvent = typeof TrackingEvent.Type;
