import type { LearningOptionGroup } from "@taxlearn/api";
import { Button, TextField } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../study-plan.css";
import { STUDY_PLAN_TEXT } from "../study-plan.messages";

/** The learning goal (identity, topics, aim, weekly hours, deadline): saved, then a plan is generated and opened. */
export function GoalForm({ groups }: { groups: readonly LearningOptionGroup[] }) {
  const api = useApi();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<Record<string, number[]>>({});
  const [hours, setHours] = useState("5");
  const [deadline, setDeadline] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (group: string, id: number, multiple: boolean) =>
    setChosen((prev) => {
      const current = prev[group] ?? [];
      const next = multiple ? (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]) : [id];
      return { ...prev, [group]: next };
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const saved = await api.setLearningGoal({
        optionIds: Object.values(chosen).flat().join(","),
        weeklyHours: hours,
        ...(deadline ? { deadline } : {}),
      });
      if (!saved.success) return setError(saved.msg);
      const plan = await api.studyPlanGenerate({});
      if (!plan.success) return setError(plan.msg);
      navigate(`/studyPlan/detail/${plan.data.id}`);
    } catch (e) {
      setError(failureMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.panel} onSubmit={submit} aria-labelledby="goal-title">
      <h2 className={styles.panelTitle} id="goal-title">
        {STUDY_PLAN_TEXT.goalTitle}
      </h2>
      {groups.map((group) => {
        const multiple = group.key === "topic";
        return (
          <fieldset key={group.key} className={styles.fieldset}>
            <legend className={styles.legend}>{group.name}</legend>
            <div className={styles.choices}>
              {group.options.map((option) => (
                <label key={option.id} className={styles.choice}>
                  <input
                    type={multiple ? "checkbox" : "radio"}
                    name={`goal-${group.key}`}
                    checked={(chosen[group.key] ?? []).includes(option.id)}
                    onChange={() => toggle(group.key, option.id, multiple)}
                  />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>
        );
      })}
      <div className={styles.row}>
        <TextField
          label={STUDY_PLAN_TEXT.weeklyHours}
          type="number"
          min={1}
          max={40}
          value={hours}
          onChange={setHours}
        />
        <TextField label={STUDY_PLAN_TEXT.deadline} type="date" value={deadline} onChange={setDeadline} />
      </div>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? STUDY_PLAN_TEXT.generating : STUDY_PLAN_TEXT.generate}
        </Button>
      </div>
    </form>
  );
}
