import { MESSAGES } from "../messages";

export interface PromptRules {
  /** The input must match this pattern when given. */
  readonly pattern?: RegExp | undefined;
  /** false rejects with the default (or `errorMessage`) text; a string rejects with that string. */
  readonly validator?: ((input: string) => boolean | string) | undefined;
  /** Replaces the default invalid-input text. */
  readonly errorMessage?: string | undefined;
}

/** spec §5 message-box prompt: true when valid, otherwise the message to show. */
export const validatePrompt = (input: string | null | undefined, rules: PromptRules = {}): true | string => {
  const value = input ?? "";
  const fallback = rules.errorMessage ?? MESSAGES.invalidInput;
  if (rules.pattern) {
    // A global/sticky pattern keeps lastIndex between calls; reset it so the same input always gives the same answer.
    rules.pattern.lastIndex = 0;
    if (!rules.pattern.test(value)) return fallback;
  }
  if (rules.validator) {
    const verdict = rules.validator(value);
    if (verdict === false) return fallback;
    if (typeof verdict === "string") return verdict;
  }
  return true;
};

/** spec §5: Enter confirms the prompt unless the input is a multi-line text area. */
export const promptConfirmsOnEnter = (inputType: string | null | undefined): boolean => inputType !== "textarea";
