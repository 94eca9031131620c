import type { Executor } from "../../db/executor";
import { insertAuditRow } from "./audit-log.repo";

/** The operator a console call runs for (from the token, never from the request). */
export interface Operator {
  readonly userId: number;
  /** Name and masked phone, kept in the audit row should the account go. */
  readonly label: string;
  readonly roles: ReadonlyArray<string>;
}

export interface AuditEntry {
  /** The call's contract name. */
  readonly action: string;
  readonly target: string;
  readonly before: unknown;
  readonly after: unknown;
}

/** JSON-safe copy: dates as ISO text, byte arrays left out (an invoice PDF does not belong in the log). */
export const auditJson = (value: unknown): unknown =>
  value === null || value === undefined
    ? null
    : JSON.parse(
        // `this[key]` is the value before its toJSON (a Buffer's toJSON would turn it into a byte list)
        JSON.stringify(value, function (this: Record<string, unknown>, key: string, v: unknown) {
          return this[key] instanceof Uint8Array ? undefined : v;
        }),
      );

/** Writes the audit row of an admin write, in the caller's transaction (so both happen or neither). */
export async function recordAudit(tx: Executor, operator: Operator, entry: AuditEntry, at: Date): Promise<void> {
  await insertAuditRow(tx, {
    actorId: operator.userId,
    actorLabel: operator.label,
    action: entry.action,
    target: entry.target,
    outcome: "ok",
    before: auditJson(entry.before),
    after: auditJson(entry.after),
    createdAt: at,
  });
}

/** The row of a refused call: who tried what, with the roles they had. */
export async function recordDenied(
  db: Executor,
  operator: Operator,
  action: string,
  target: string,
  at: Date,
): Promise<void> {
  await insertAuditRow(db, {
    actorId: operator.userId,
    actorLabel: operator.label,
    action,
    target,
    outcome: "denied",
    before: null,
    after: { roles: [...operator.roles] },
    createdAt: at,
  });
}
