import { Schema } from "effect";

/** Ids arrive as numbers from JSON and as strings from query strings and legacy rows. */
export const Id = Schema.Union(Schema.Number, Schema.String);
export type Id = typeof Id.Type;

/** A number that may arrive as text (form-encoded bodies, spec §7); decodes to a number. */
export const NumericField = Schema.Union(Schema.Number, Schema.NumberFromString);

/**
 * The range of a database integer column (int4). Every whole number a caller sends is bounded to it, so an id of
 * 99999999999 is a bad parameter (400), never a failed query (500).
 */
export const INT4 = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/**
 * Decimal digits with an optional minus sign and nothing else: `Number()` (and so NumberFromString) would also read
 * `"1001 "`, `"+1001"`, `"1e3"` or `"0x3E9"` as a number, and a padded id once reached a console call as a real one.
 */
const DecimalText = Schema.String.pipe(Schema.pattern(/^-?\d+$/));

/** A whole number within int4, sent as a JSON number or as its decimal text (form bodies, query strings). */
export const IntField = Schema.Union(
  Schema.Int,
  Schema.compose(DecimalText, Schema.NumberFromString).pipe(Schema.compose(Schema.Int)),
).pipe(Schema.between(INT4.min, INT4.max));

/** A count, a position or a code that cannot be negative: 0..2147483647. */
export const NonNegativeIntField = IntField.pipe(Schema.greaterThanOrEqualTo(0));

/** A row id: 1..2147483647. */
export const IdField = IntField.pipe(Schema.greaterThanOrEqualTo(1));

/** Optional and nullable: legacy API rows send null as often as they omit a field. */
export const Nullish = <A, I>(schema: Schema.Schema<A, I, never>) => Schema.optional(Schema.NullOr(schema));

/** Dates arrive as text (`2026-11-18 10:00:00`, Beijing wall time) or epoch milliseconds. */
export const DateValue = Schema.Union(Schema.String, Schema.Number);
