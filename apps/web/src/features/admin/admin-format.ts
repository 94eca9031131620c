import { formatStartTime, OPERATOR_ROLE_LABELS, type OperatorRole } from "@taxlearn/core";
import { ADMIN_TEXT } from "./admin.messages";

/** Beijing time without seconds (spec §9), or a dash. */
export const when = (iso: string | null): string => (iso ? formatStartTime(iso) : "—");

/** 138****0088 (spec §9 mask), or a dash for accounts without a phone. */
export const maskedPhone = (phone: string | null): string =>
  phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : "—";

/** An account's operator roles by their Chinese names, or a dash for a learner. */
export const roleNames = (roles: ReadonlyArray<string>): string =>
  roles.length === 0
    ? "—"
    : roles.map((role) => OPERATOR_ROLE_LABELS[role as OperatorRole] ?? role).join(ADMIN_TEXT.listSeparator);
