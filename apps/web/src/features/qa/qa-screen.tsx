import { Tabs } from "@taxlearn/ui";
import { useCallback, useState } from "react";
import { useSearchParams } from "react-router";
import {
  applyParamChanges,
  type ParamChanges,
  readChoice,
  readPage,
  readPageSize,
  readPositiveInt,
} from "../../lib/list-params";
import { MyAnswers } from "./my-answers";
import { MyQuestions, QuestionDetail } from "./my-questions";
import * as styles from "./qa.css";
import { MY_QA_TEXT } from "./qa.messages";

const TABS = ["questions", "answers"] as const;

/**
 * /center/qa: the learner's questions and answers, tab, page and size in the address. A 问答 message links here
 * with `questionId`: that question opens first, with its answers.
 */
export default function QaScreen() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: ParamChanges) => setParams((current) => applyParamChanges(current, changes)),
    [setParams],
  );
  const [version, setVersion] = useState(0);
  const onChanged = useCallback(() => setVersion((n) => n + 1), []);
  const tab = readChoice(params, "tab", TABS, "questions");
  const page = readPage(params);
  const pageSize = readPageSize(params);
  const questionId = readPositiveInt(params, "questionId");
  const listProps = { page, pageSize, update, version, onChanged };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{MY_QA_TEXT.title}</h1>
      {questionId !== null ? (
        <section className={styles.section} aria-labelledby="qa-from-message">
          <h2 id="qa-from-message" className={styles.sectionTitle}>
            {MY_QA_TEXT.fromMessage}
          </h2>
          <QuestionDetail id={questionId} onChanged={onChanged} highlighted />
        </section>
      ) : null}
      <Tabs
        label={MY_QA_TEXT.tabs}
        value={tab}
        onChange={(id) => update({ tab: id === "questions" ? null : id, questionId: null })}
        tabs={[
          {
            id: "questions",
            label: MY_QA_TEXT.myQuestions,
            content: tab === "questions" ? <MyQuestions {...listProps} /> : null,
          },
          {
            id: "answers",
            label: MY_QA_TEXT.myAnswers,
            content: tab === "answers" ? <MyAnswers {...listProps} /> : null,
          },
        ]}
      />
    </div>
  );
}
