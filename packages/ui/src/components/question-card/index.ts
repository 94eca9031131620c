export { QuestionCard, type QuestionCardProps } from "./question-card";
