import { Button, FilterChips, Inline, TextField } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../invoices.css";
import { INVOICE_TEXT } from "../invoices.messages";
import { type TitleDraft, type TitleField, titleDraftProblem, titleSaveInput } from "./title-form.rules";

const TYPE_OPTIONS = [
  { value: 2, label: INVOICE_TEXT.company },
  { value: 1, label: INVOICE_TEXT.personal },
] as const;

export interface TitleFormProps {
  initial: TitleDraft;
  onSaved: () => void;
  onCancel: () => void;
}

/** Adds or edits a title; the field with a problem says what is wrong (core's rule, then the server's answer). */
export function TitleForm({ initial, onSaved, onCancel }: TitleFormProps) {
  const api = useApi();
  const [draft, setDraft] = useState<TitleDraft>(initial);
  const [problem, setProblem] = useState<{ field: TitleField; message: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (field: keyof TitleDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setProblem(null);
    setFailure(null);
  };
  const errorOf = (field: TitleField) => (problem?.field === field ? problem.message : undefined);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = titleDraftProblem(draft);
    setProblem(found);
    if (found) return;
    setSaving(true);
    try {
      const result = await api.invoiceTitleSave(titleSaveInput(draft));
      if (result.success) onSaved();
      else setFailure(result.msg);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setSaving(false);
    }
  }

  const company = draft.titleType === 2;
  return (
    <form
      className={styles.panel}
      noValidate
      onSubmit={submit}
      aria-label={draft.id === null ? INVOICE_TEXT.addTitle : INVOICE_TEXT.editTitle}
    >
      <h2 className={styles.panelTitle}>{draft.id === null ? INVOICE_TEXT.addTitle : INVOICE_TEXT.editTitle}</h2>
      <FilterChips
        label={INVOICE_TEXT.titleType}
        options={TYPE_OPTIONS}
        value={draft.titleType}
        onChange={(titleType) => {
          setDraft((current) => ({ ...current, titleType }));
          setProblem(null);
        }}
      />
      <TextField
        label={company ? INVOICE_TEXT.companyName : INVOICE_TEXT.personName}
        value={draft.name}
        onChange={set("name")}
        error={errorOf("name")}
        maxLength={100}
        required
      />
      {company ? (
        <>
          <TextField
            label={INVOICE_TEXT.creditCode}
            value={draft.taxNo}
            onChange={set("taxNo")}
            error={errorOf("taxNo")}
            hint={INVOICE_TEXT.creditCodeHint}
            maxLength={22}
            autoCapitalize="characters"
            required
          />
          <TextField
            label={INVOICE_TEXT.registeredAddress}
            value={draft.address}
            onChange={set("address")}
            error={errorOf("address")}
            maxLength={100}
          />
          <TextField
            label={INVOICE_TEXT.registeredPhone}
            value={draft.phone}
            onChange={set("phone")}
            error={errorOf("phone")}
            type="tel"
            maxLength={20}
          />
          <TextField
            label={INVOICE_TEXT.bank}
            value={draft.bank}
            onChange={set("bank")}
            error={errorOf("bank")}
            maxLength={50}
          />
          <TextField
            label={INVOICE_TEXT.bankAccount}
            value={draft.account}
            onChange={set("account")}
            error={errorOf("account")}
            inputMode="numeric"
            maxLength={40}
          />
        </>
      ) : null}
      <label className={styles.checkboxLine}>
        <input
          type="checkbox"
          checked={draft.isDefault}
          onChange={(event) => {
            const isDefault = event.currentTarget.checked;
            setDraft((current) => ({ ...current, isDefault }));
          }}
        />
        {INVOICE_TEXT.isDefault}
      </label>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <Inline space="medium">
        <Button type="submit" loading={saving}>
          {INVOICE_TEXT.save}
        </Button>
        <Button tone="neutral" onClick={onCancel}>
          {INVOICE_TEXT.cancel}
        </Button>
      </Inline>
    </form>
  );
}
