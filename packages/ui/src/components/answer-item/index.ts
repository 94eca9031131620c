export { AnswerItem, type AnswerItemProps } from "./answer-item";
