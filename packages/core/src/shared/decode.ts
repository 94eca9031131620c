import { type Either, Schema } from "effect";
import type { ParseError } from "effect/ParseResult";

/** Decode raw (untrusted) data at a boundary into a typed value, never throwing. */
export const decodeWith =
  <A, I>(schema: Schema.Schema<A, I, never>) =>
  (raw: unknown): Either.Either<A, ParseError> =>
    Schema.decodeUnknownEither(schema)(raw);
