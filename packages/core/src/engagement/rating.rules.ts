import { CONSTANTS } from "../constants";
import { MESSAGES } from "../messages";

/** spec §9 rating: max 5 stars, low threshold 2, high threshold 4. */
export const RATING = {
  max: CONSTANTS.ratingMax,
  lowThreshold: CONSTANTS.ratingLowThreshold,
  highThreshold: CONSTANTS.ratingHighThreshold,
} as const;

/** spec §2: the five labels, very poor → surprised. */
export const RATING_LABELS: ReadonlyArray<string> = MESSAGES.ratingTexts;

/** The label of a star value (part stars round up, as the widget shows them); empty for no stars. */
export const ratingLabel = (stars: number): string => {
  const index = Math.min(Math.ceil(stars), RATING.max) - 1;
  return RATING_LABELS[index] ?? "";
};

export type RatingLevel = "low" | "medium" | "high";

/** Colour band of a value: at or below the low threshold, at or above the high threshold, or between. */
export const ratingLevel = (stars: number): RatingLevel => {
  if (stars <= RATING.lowThreshold) return "low";
  if (stars >= RATING.highThreshold) return "high";
  return "medium";
};
