import { certificateVerifyPath } from "@taxlearn/api";
import { adminCertificateRevoke, adminCreditCorrection, adminLearnerCredits } from "@taxlearn/api/admin";
import {
  beijingDay,
  COURSE_CATEGORIES,
  CREDIT_MESSAGES,
  type CreditsSummary,
  formatStudyHours,
  isCourseCategory,
} from "@taxlearn/core";
import { AdminTable, Button, TextField, useToast } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import * as styles from "../admin.css";
import { FormError, SelectField } from "../content-form";
import { USER_CREDITS_TEXT as T } from "./user-credits.messages";

type Certificate = CreditsSummary["certificates"][number];

/** Runs one console change: a toast either way; `onDone` after a success. */
function useChange(onDone: () => void) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const run = async (change: () => Promise<{ success: boolean; msg: string }>, success: string) => {
    setBusy(true);
    try {
      const result = await change();
      if (result.success) {
        toast.success(success);
        onDone();
        return true;
      }
      toast.error(result.msg);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
    return false;
  };
  return { busy, run };
}

/**
 * A learner's 学时档案 in the console (section 用户管理): this year's hours and what earned them, the certificates
 * with a revoke that asks for its reason, and a correction row (never an edit of earned time). Both audited.
 */
export function UserCredits({ userId }: { userId: number }) {
  const query = useApiQuery((api) => api.call(adminLearnerCredits, { id: userId }), [userId]);
  return (
    <QueryView query={query}>
      {(summary) => <CreditsPanel userId={userId} summary={summary} onChanged={query.retry} />}
    </QueryView>
  );
}

function CreditsPanel({
  userId,
  summary,
  onChanged,
}: {
  userId: number;
  summary: CreditsSummary;
  onChanged: () => void;
}) {
  const byCategory = summary.categories.map((c) => `${c.category} ${formatStudyHours(c.hours)}`).join(T.listSeparator);
  return (
    <section className={styles.panel} aria-label={T.title(summary.year)}>
      <h2 className={styles.panelTitle}>{T.title(summary.year)}</h2>
      <p>{T.total(formatStudyHours(summary.hours), byCategory)}</p>
      <AdminTable
        caption={T.items}
        emptyText={T.noItems}
        columns={[
          { key: "source", title: T.source },
          { key: "name", title: T.name },
          { key: "category", title: T.category },
          { key: "hours", title: T.hours },
          { key: "at", title: T.earnedAt },
          { key: "reason", title: T.reason },
        ]}
        rows={summary.items.map((item, i) => ({
          key: `${item.source}-${item.id ?? i}-${item.earnedAt}`,
          cells: {
            source: CREDIT_MESSAGES.sources[item.source],
            name: item.title,
            category: item.category,
            hours: formatStudyHours(item.hours),
            at: beijingDay(item.earnedAt),
            reason: item.reason ?? "—",
          },
        }))}
      />
      <CertificateTable certificates={summary.certificates} onChanged={onChanged} />
      <CorrectionForm userId={userId} onChanged={onChanged} />
    </section>
  );
}

function CertificateTable({
  certificates,
  onChanged,
}: {
  certificates: readonly Certificate[];
  onChanged: () => void;
}) {
  const [revoking, setRevoking] = useState<string | null>(null);
  return (
    <>
      <AdminTable
        caption={T.certificates}
        emptyText={T.noCertificates}
        columns={[
          { key: "serial", title: T.serial },
          { key: "kind", title: T.kind },
          { key: "name", title: T.name },
          { key: "hours", title: T.hours },
          { key: "issuedAt", title: T.issuedAt },
          { key: "state", title: T.state },
          { key: "action", title: T.action },
        ]}
        rows={certificates.map((c) => ({
          key: c.serial,
          cells: {
            serial: (
              <a className={styles.link} href={certificateVerifyPath(c.serial)} target="_blank" rel="noreferrer">
                {c.serial}
              </a>
            ),
            kind: CREDIT_MESSAGES.certificateKinds[c.kind],
            name: c.title,
            hours: formatStudyHours(c.hours),
            issuedAt: beijingDay(c.issuedAt),
            state: c.revoked ? T.revoked : T.valid,
            action: c.revoked ? (
              "—"
            ) : (
              <Button size="small" tone="secondary" onClick={() => setRevoking(c.serial)}>
                {T.revoke}
              </Button>
            ),
          },
        }))}
      />
      {revoking ? (
        <RevokeForm
          key={revoking}
          serial={revoking}
          onCancel={() => setRevoking(null)}
          onRevoked={() => {
            setRevoking(null);
            onChanged();
          }}
        />
      ) : null}
    </>
  );
}

function RevokeForm({ serial, onCancel, onRevoked }: { serial: string; onCancel: () => void; onRevoked: () => void }) {
  const api = useApi();
  const { busy, run } = useChange(onRevoked);
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setError(T.reasonRequired);
    setError("");
    void run(() => api.call(adminCertificateRevoke, { serial, reason }), T.revokedToast(serial));
  };
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={`${T.revoke} ${serial}`}>
      <TextField label={T.revokeReason} value={reason} onChange={setReason} maxLength={200} required />
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {T.confirmRevoke}
        </Button>
        <Button tone="secondary" onClick={onCancel}>
          {T.cancel}
        </Button>
      </div>
      <FormError>{error}</FormError>
    </form>
  );
}

function CorrectionForm({ userId, onChanged }: { userId: number; onChanged: () => void }) {
  const api = useApi();
  const { busy, run } = useChange(onChanged);
  const [category, setCategory] = useState<string>(COURSE_CATEGORIES[0]);
  const [hours, setHours] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = Number(hours.trim());
    if (!/^-?\d+(\.\d)?$/.test(hours.trim()) || amount === 0) return setError(T.hoursInvalid);
    if (!reason.trim()) return setError(T.reasonRequired);
    if (!isCourseCategory(category)) return;
    setError("");
    void run(
      () => api.call(adminCreditCorrection, { userId, category, hours: hours.trim(), reason }),
      T.correctedToast(amount),
    ).then((done) => {
      if (!done) return;
      setHours("");
      setReason("");
    });
  };
  return (
    <form className={styles.stack} onSubmit={submit} aria-label={T.correction}>
      <h3 className={styles.panelTitle}>{T.correction}</h3>
      <p className={styles.muted}>{T.correctionHint}</p>
      <div className={styles.filters}>
        <SelectField
          label={T.category}
          value={category}
          onChange={setCategory}
          options={COURSE_CATEGORIES.map((c) => ({ id: c, name: c }))}
        />
        <TextField label={T.correctionHours} value={hours} onChange={setHours} inputMode="decimal" required />
        <TextField label={T.correctionReason} value={reason} onChange={setReason} maxLength={200} required />
        <div className={styles.filterActions}>
          <Button type="submit" loading={busy}>
            {T.addCorrection}
          </Button>
        </div>
      </div>
      <FormError>{error}</FormError>
    </form>
  );
}
