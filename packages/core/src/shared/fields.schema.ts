import { Schema } from "effect";

/** Ids arrive as numbers from JSON and as strings from query strings and legacy rows. */
export const Id = Schema.Union(Schema.Number, Schema.String);
export type Id = typeof Id.Type;

/** A number that may arrive as text (form-encoded bodies, spec §7); decodes to a number. */
export const NumericField = Schema.Union(Schema.Number, Schema.NumberFromString);

/** Optional and nullable: legacy API rows send null as often as they omit a field. */
export const Nullish = <A, I>(schema: Schema.Schema<A, I, never>) => Schema.optional(Schema.NullOr(schema));

/** Dates arrive as text (`2026-11-18 10:00:00`, Beijing wall time) or epoch milliseconds. */
export const DateValue = Schema.Union(Schema.String, Schema.Number);
