export { ExamQuestion, type ExamQuestionProps } from "./exam-question";
