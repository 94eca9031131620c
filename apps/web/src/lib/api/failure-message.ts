import { MESSAGES } from "@taxlearn/core";

/** The Chinese text to show for a thrown request failure (spec §8 network/timeout messages come from the client). */
export const failureMessage = (error: unknown): string => {
  // ApiError (by name: importing the class would pull the client into the entry chunk)
  if (error instanceof Error && error.name === "ApiError") return error.message;
  if (error instanceof Error && /[\u4e00-\u9fff]/.test(error.message)) return error.message;
  return MESSAGES.requestFailed;
};
