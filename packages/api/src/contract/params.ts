import { IdField, IntField, NonNegativeIntField } from "@taxlearn/core";
import { Schema } from "effect";

// Inputs arrive form-encoded (strings) from the web client and typed from JSON clients: accept both.
// Every integer a request carries is one of the three below, all bounded to the database's int4 range (core's
// INT4, the same bound core's call payloads use), so an out-of-range number is a 400 参数格式不正确：<field>.

/** An integer sent as a JSON number or as its decimal text, -2147483648..2147483647. */
export const IntParam = IntField;

/** A count, a position or a code that cannot be negative, 0..2147483647. */
export const NonNegativeIntParam = NonNegativeIntField;

/** A positive integer id (path parameter, foreign key), 1..2147483647. */
export const IdParam = IdField;

/** Seconds of a lecture as a JSON number or decimal text (fractions allowed), 0..2147483647. */
export const SecondsParam = Schema.Union(Schema.Number, Schema.NumberFromString).pipe(
  Schema.finite(),
  Schema.between(0, 2_147_483_647),
);

/** One of a few integer codes, sent as a JSON number or as its decimal text. */
export const IntLiteralParam = <const Codes extends readonly [number, ...number[]]>(...codes: Codes) =>
  Schema.Union(Schema.Literal(...codes), Schema.compose(Schema.NumberFromString, Schema.Literal(...codes)));

/** A non-empty string after trimming. */
export const TextParam = Schema.Trim.pipe(Schema.minLength(1));

/** A mainland China mobile number (11 digits starting with 1[3-9]). */
export const MobileParam = Schema.Trim.pipe(Schema.pattern(/^1[3-9]\d{9}$/));

/** A 6-digit SMS verification code. */
export const SmsCodeParam = Schema.Trim.pipe(Schema.pattern(/^\d{6}$/));

/** A flag sent as 0/1, "0"/"1" or true/false. */
export const FlagParam = Schema.Union(
  Schema.Literal(0, 1),
  Schema.transform(Schema.Literal("0", "1", "true", "false"), Schema.Literal(0, 1), {
    strict: true,
    decode: (s) => (s === "1" || s === "true" ? 1 : 0),
    encode: (n) => (n === 1 ? "1" : "0"),
  }),
  Schema.transform(Schema.Boolean, Schema.Literal(0, 1), {
    strict: true,
    decode: (b) => (b ? 1 : 0),
    encode: (n) => n === 1,
  }),
);

/** spec §9: page sizes 10, 20, 30, 40, 50, 100; default 10. */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40, 50, 100] as const;
export const PageSizeParam = IntParam.pipe(
  Schema.filter((n) => (PAGE_SIZE_OPTIONS as readonly number[]).includes(n), {
    message: () => "must be one of 10, 20, 30, 40, 50, 100",
  }),
);

/** `page` (1-based, default 1) and `pageSize` (default 10) shared by every list call. */
export const PaginationFields = {
  page: Schema.optionalWith(IdParam, { default: () => 1 }),
  pageSize: Schema.optionalWith(PageSizeParam, { default: () => 10 }),
};

/** The `data` of every list response: `{ list, total, page, pageSize }`. */
export const PageOf = <A, I>(item: Schema.Schema<A, I, never>) =>
  Schema.Struct({
    list: Schema.Array(item),
    total: Schema.Int,
    page: Schema.Int,
    pageSize: Schema.Int,
  });

export const EmptyRequest = Schema.Struct({});
/** Data of calls whose only outcome is the envelope itself. */
export const NoData = Schema.Null;
