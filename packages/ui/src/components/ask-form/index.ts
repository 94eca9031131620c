export { AskForm, type AskFormLimits, type AskFormProps, type AskFormValues } from "./ask-form";
