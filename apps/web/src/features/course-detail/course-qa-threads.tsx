import type { ForumQuestionData } from "@taxlearn/api";
import { QA_TEXT } from "../../components/qa/qa.messages";
import { QuestionThread } from "../../components/qa/question-thread";
import * as qaStyles from "./course-qa.css";

/** The course's questions with their answers: loaded apart from the page (course-qa-deferred.tsx). */
export default function CourseQaThreads({
  questions,
  onChanged,
}: {
  questions: readonly ForumQuestionData[];
  onChanged: () => void;
}) {
  return (
    <ul className={qaStyles.qaList} aria-label={QA_TEXT.courseQa}>
      {questions.map((question) => (
        <li key={question.id}>
          <QuestionThread question={question} onChanged={onChanged} />
        </li>
      ))}
    </ul>
  );
}
