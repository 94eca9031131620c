import { Button, EmptyState, PageColumn, TextArea, TextField } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { useRequireLogin } from "../../../lib/session/session-provider";
import { buttonLink } from "../../../styles/button-link.css";
import * as styles from "../study-plan.css";
import { STUDY_PLAN_TEXT } from "../study-plan.messages";

/** /studyPlan/custom and /kedan/custom (人工定制课单): the request an operator fulfils with a hand-made plan. */
export default function CustomRequestScreen() {
  const api = useApi();
  const requireLogin = useRequireLogin();
  const [goal, setGoal] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!requireLogin()) return;
    if (goal.trim() === "") return setError(STUDY_PLAN_TEXT.customGoalRequired);
    setBusy(true);
    setError(null);
    try {
      const result = await api.studyPlanCustom({ goal, ...(note.trim() ? { note } : {}) });
      if (result.success) setDone(true);
      else setError(result.msg);
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <PageColumn className={styles.page}>
      <PageHeading title={STUDY_PLAN_TEXT.customTitle} subtitle={STUDY_PLAN_TEXT.customSubtitle} />
      {done ? (
        <EmptyState
          title={STUDY_PLAN_TEXT.customDone}
          description={STUDY_PLAN_TEXT.customDoneHint}
          action={
            <Link className={buttonLink} to="/studyPlan">
              {STUDY_PLAN_TEXT.homeTitle}
            </Link>
          }
        />
      ) : (
        <form className={styles.panel} onSubmit={submit}>
          <TextField
            label={STUDY_PLAN_TEXT.customGoal}
            hint={STUDY_PLAN_TEXT.customGoalHint}
            value={goal}
            onChange={setGoal}
            maxLength={200}
            {...(error ? { error } : {})}
          />
          <TextArea label={STUDY_PLAN_TEXT.customNote} value={note} onChange={setNote} maxLength={1000} />
          <div>
            <Button type="submit" disabled={busy}>
              {STUDY_PLAN_TEXT.customSubmit}
            </Button>
          </div>
        </form>
      )}
    </PageColumn>
  );
}
