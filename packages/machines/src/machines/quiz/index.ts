export { connectQuiz } from "./quiz.connect";
export { quizMachine } from "./quiz.machine";
export type { QuizContext, QuizEvent, QuizInput, QuizView } from "./quiz.types";
