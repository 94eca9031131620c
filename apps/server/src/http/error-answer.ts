import { randomUUID } from "node:crypto";
import { SERVER_MESSAGES } from "../messages";
import type { Logger } from "../server-context";

/**
 * PostgreSQL's refusals that mean the request's input was wrong, not the server: a value past its column's range,
 * text that is no number or date, a reference to a row that does not exist, a duplicate of a unique value, input
 * nested too deep for the server's parser. Each handler should have refused such input itself (and the contract fuzz
 * looks for the ones that do not); this keeps one it missed a 4xx in Chinese rather than a 500.
 */
const INPUT_FAULTS: Readonly<Record<string, { status: 400 | 409; msg: string }>> = {
  "22001": { status: 400, msg: SERVER_MESSAGES.invalidInput }, // string_data_right_truncation
  "22003": { status: 400, msg: SERVER_MESSAGES.invalidInput }, // numeric_value_out_of_range
  "22007": { status: 400, msg: SERVER_MESSAGES.invalidInput }, // invalid_datetime_format
  "22008": { status: 400, msg: SERVER_MESSAGES.invalidInput }, // datetime_field_overflow
  "22021": { status: 400, msg: SERVER_MESSAGES.invalidInput }, // character_not_in_repertoire
  "22P02": { status: 400, msg: SERVER_MESSAGES.invalidInput }, // invalid_text_representation
  "22P05": { status: 400, msg: SERVER_MESSAGES.invalidInput }, // untranslatable_character
  "2201B": { status: 400, msg: SERVER_MESSAGES.invalidInput }, // invalid_regular_expression
  "54001": { status: 400, msg: SERVER_MESSAGES.invalidInput }, // statement_too_complex (stack depth)
  "23503": { status: 400, msg: SERVER_MESSAGES.relatedMissing }, // foreign_key_violation
  "23505": { status: 409, msg: SERVER_MESSAGES.duplicate }, // unique_violation
};

/** The SQLSTATE of a database error, found through the wrappers (Drizzle's DrizzleQueryError keeps it in `cause`). */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current !== null && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export interface ErrorAnswer {
  readonly httpStatus: 400 | 409 | 500;
  readonly body: string;
}

/**
 * What a request that threw is answered: a database refusal of the input is a 4xx envelope, anything else a 500
 * with the request id. Either way the body holds a Chinese message and nothing of the error itself (its SQL, its
 * parameters, its stack), which goes to the log with the request id.
 */
export function errorAnswer(error: unknown, context: { requestId?: string; path: string; log: Logger }): ErrorAnswer {
  const requestId = context.requestId ?? randomUUID();
  const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
  const cause = (error as { cause?: unknown } | null)?.cause;
  const causeDetail = cause instanceof Error ? cause.message : undefined;
  const fault = INPUT_FAULTS[sqlStateOf(error) ?? ""];
  if (fault) {
    // still a defect of the handler that let the input through: logged as an error, answered as the input's fault
    context.log.error("input refused by the database", {
      requestId,
      path: context.path,
      sqlState: sqlStateOf(error),
      error: causeDetail ?? detail,
    });
    return {
      httpStatus: fault.status,
      body: JSON.stringify({ status: fault.status, success: false, msg: fault.msg, data: null, requestId }),
    };
  }
  context.log.error("request failed", {
    requestId,
    path: context.path,
    error: detail,
    ...(causeDetail ? { cause: causeDetail } : {}),
  });
  return {
    httpStatus: 500,
    body: JSON.stringify({
      status: 500,
      success: false,
      msg: SERVER_MESSAGES.internalError(requestId),
      data: null,
      requestId,
    }),
  };
}
