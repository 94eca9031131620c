import { certificateVerifyPath, type OrgMemberReport } from "@taxlearn/api";
import { beijingDay, formatStudyHours } from "@taxlearn/core";
import { EmptyState } from "@taxlearn/ui";
import * as styles from "./org-reports.css";
import { ORG_REPORTS_TEXT } from "./org-reports.messages";

const C = ORG_REPORTS_TEXT.columns;

function Cell({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <span className={styles.cell}>
      <span className={styles.cellLabel}>{label}</span>
      <span>{children}</span>
    </span>
  );
}

/** The report's members: a table's columns on a wide screen, one card each on a phone; a checkbox selects for assigning. */
export function MemberList({
  members,
  selected,
  onToggle,
  onTogglePage,
}: {
  members: ReadonlyArray<OrgMemberReport>;
  selected: ReadonlySet<number>;
  onToggle: (userId: number) => void;
  onTogglePage: (checked: boolean) => void;
}) {
  if (members.length === 0) return <EmptyState title={ORG_REPORTS_TEXT.noMembers} />;
  const allChecked = members.every((m) => selected.has(m.userId));
  return (
    <div>
      <div className={styles.headRow} aria-hidden="true">
        <span className={styles.checkCell}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={allChecked}
            onChange={(e) => onTogglePage(e.target.checked)}
            aria-label={ORG_REPORTS_TEXT.selectPage}
            tabIndex={-1}
          />
        </span>
        <span>{C.member}</span>
        <span>{C.hours}</span>
        <span>{C.professional}</span>
        <span>{C.general}</span>
        <span>{C.missing}</span>
        <span>{C.completions}</span>
        <span>{C.certificates}</span>
        <span>{C.lastActivity}</span>
      </div>
      <ul className={styles.list} data-testid="org-report-members">
        {members.map((m) => (
          <li key={m.userId} className={styles.memberRow} data-testid="org-report-member">
            <label className={styles.checkCell}>
              <input
                type="checkbox"
                className={styles.checkbox}
                checked={selected.has(m.userId)}
                onChange={() => onToggle(m.userId)}
                aria-label={ORG_REPORTS_TEXT.select(m.name)}
              />
            </label>
            <span className={styles.nameCell}>
              <span className={styles.name}>{m.name}</span>
              <span className={styles.muted}>
                {m.phone}
                {m.companyId ? ` · ${m.companyId}` : ""}
              </span>
              <span className={m.met ? styles.status.met : styles.status.missing}>
                {m.met ? ORG_REPORTS_TEXT.met : ORG_REPORTS_TEXT.notMet}
              </span>
            </span>
            <Cell label={C.hours}>{formatStudyHours(m.hours)}</Cell>
            <Cell label={C.professional}>{formatStudyHours(m.byCategory.专业科目)}</Cell>
            <Cell label={C.general}>{formatStudyHours(m.byCategory.公需科目)}</Cell>
            <Cell label={C.missing}>{formatStudyHours(m.missing)}</Cell>
            <Cell label={C.completions}>{m.completions}</Cell>
            <Cell label={C.certificates}>
              {m.certificates.length === 0
                ? "—"
                : m.certificates.map((c) => (
                    <a key={c.serial} href={certificateVerifyPath(c.serial)}>
                      {c.title}
                    </a>
                  ))}
            </Cell>
            <Cell label={C.lastActivity}>
              {m.lastActivityAt ? (
                beijingDay(m.lastActivityAt)
              ) : (
                <span className={styles.muted}>{ORG_REPORTS_TEXT.never}</span>
              )}
            </Cell>
          </li>
        ))}
      </ul>
    </div>
  );
}
