export { AskForm, type AskFormLimits, type AskFormProps, type AskFormValues } from "./ask-form";
export { AskLoginPrompt, type AskLoginPromptProps } from "./ask-login-prompt";
