import type { OrgRequirement } from "@taxlearn/api";
import { Button, TextField, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { useApi } from "../../lib/api/app-services";
import { failureMessage } from "../../lib/api/failure-message";
import * as styles from "./org-reports.css";
import { ORG_REPORTS_TEXT } from "./org-reports.messages";

const T = ORG_REPORTS_TEXT.requirementForm;

/** Sets the organisation's yearly requirement; its members' 学时档案 and this report use it from then on. */
export function RequirementPanel({
  orgId,
  requirement,
  onSaved,
}: {
  orgId: number;
  requirement: OrgRequirement;
  onSaved: () => void;
}) {
  const api = useApi();
  const toast = useToast();
  const [total, setTotal] = useState(String(requirement.total));
  const [professional, setProfessional] = useState(String(requirement.byCategory.专业科目));
  const [general, setGeneral] = useState(String(requirement.byCategory.公需科目));
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await api.orgRequirementSave({ orgId: String(orgId), total, professional, general });
      if (!result.success) toast.error(result.msg);
      else {
        toast.success(result.msg);
        onSaved();
      }
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="org-requirement-title">
      <h2 id="org-requirement-title" className={styles.sectionTitle}>
        {T.title}
      </h2>
      <p className={styles.hint}>{T.hint}</p>
      <form className={styles.formGrid} onSubmit={submit}>
        <TextField label={T.total} value={total} onChange={setTotal} inputMode="decimal" />
        <TextField label={T.professional} value={professional} onChange={setProfessional} inputMode="decimal" />
        <TextField label={T.general} value={general} onChange={setGeneral} inputMode="decimal" />
        <Button type="submit" tone="secondary" loading={busy}>
          {T.save}
        </Button>
      </form>
    </section>
  );
}
