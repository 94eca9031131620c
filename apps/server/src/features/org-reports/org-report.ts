import type { OrgMemberReport, OrgReportData, ReportStatus } from "@taxlearn/api";
import { type CourseCategory, checkRequirement } from "@taxlearn/core";
import { findUsersByIds } from "../../auth/auth.repo";
import type { ServerContext } from "../../server-context";
import { beijingYearBounds } from "../credits/credit-years";
import { certificatesOfLearners, creditEntriesOfLearners, lastCreditMoments } from "../credits/credits.repo";
import { yearHours } from "../credits/credits-summary";
import { membersOf } from "../orgs/org-roster.repo";
import { type ManagedOrganisation, organisationRequirement } from "./org-access";

export interface ReportFilters {
  readonly year: number;
  readonly q?: string | undefined;
  readonly status: ReportStatus;
  readonly category?: CourseCategory | undefined;
}

/** spec §9 mask: the first 3 and last 4 digits. */
const maskPhone = (phone: string | null): string =>
  phone && phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : "";

const groupBy = <T extends { userId: number }>(rows: readonly T[]): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.userId, [...(groups.get(row.userId) ?? []), row]);
  return groups;
};

/** Whether a member passes the filters: search in the name or full phone, status, a category still short. */
const matches =
  (filters: ReportFilters, phoneOf: Map<number, string>) =>
  (member: OrgMemberReport): boolean => {
    const q = filters.q?.trim();
    if (q && !member.name.includes(q) && !(phoneOf.get(member.userId) ?? "").includes(q)) return false;
    if (filters.status === "met" && !member.met) return false;
    if (filters.status === "missing" && member.met) return false;
    if (filters.status === "none" && member.hours > 0) return false;
    return true;
  };

/**
 * Every member of the organisation with the year's hours by category against the organisation's requirement, the
 * courses completed and certificates issued in the year, and the last time they earned hours; those behind first.
 * Only this organisation's members are read: the member list is the organisation's own `org_members` rows.
 */
export async function organisationReport(
  server: ServerContext,
  org: ManagedOrganisation,
  filters: ReportFilters,
): Promise<{ head: Omit<OrgReportData, "members">; members: OrgMemberReport[] }> {
  const { minutesPerHour } = server.credits;
  const { from, to } = beijingYearBounds(filters.year);
  const members = await membersOf(server.db, org.id);
  const ids = members.map((m) => m.userId);
  const [users, entries, certificates, last, requirement] = await Promise.all([
    findUsersByIds(server.db, ids),
    creditEntriesOfLearners(server.db, ids, from, to),
    certificatesOfLearners(server.db, ids, from, to),
    lastCreditMoments(server.db, ids),
    organisationRequirement(server.db, org.id),
  ]);
  const userOf = new Map(users.map((u) => [u.id, u]));
  const entriesOf = groupBy(entries);
  const certificatesOf = groupBy(certificates);
  const all = members.map((member): OrgMemberReport => {
    const user = userOf.get(member.userId);
    const check = checkRequirement(
      yearHours(entriesOf.get(member.userId) ?? [], minutesPerHour),
      requirement.requirement,
    );
    const issued = certificatesOf.get(member.userId) ?? [];
    const byCategory = Object.fromEntries(check.categories.map((c) => [c.category, c.hours])) as Record<
      CourseCategory,
      number
    >;
    return {
      userId: member.userId,
      name: user?.username ?? "",
      phone: maskPhone(user?.mobile ?? null),
      companyId: member.companyId,
      hours: check.hours,
      byCategory,
      missing: check.missing,
      met: check.met,
      completions: issued.filter((c) => c.kind === "course" && c.revokedAt === null).length,
      certificates: issued
        .filter((c) => c.revokedAt === null)
        .map((c) => ({
          serial: c.serial,
          kind: c.kind === "year" ? ("year" as const) : ("course" as const),
          title: c.title,
        })),
      lastActivityAt: last.get(member.userId)?.toISOString() ?? null,
    };
  });
  const categoryShort = (m: OrgMemberReport, category: CourseCategory) =>
    m.byCategory[category] < requirement.requirement.byCategory[category];
  const phoneOf = new Map(users.map((u) => [u.id, u.mobile ?? ""]));
  const listed = all
    .filter(matches(filters, phoneOf))
    .filter((m) => (filters.category ? categoryShort(m, filters.category) : true))
    .toSorted((a, b) => Number(a.met) - Number(b.met) || a.hours - b.hours || a.userId - b.userId);
  return {
    head: {
      orgId: org.id,
      orgName: org.name,
      year: filters.year,
      minutesPerHour,
      requirement: { source: requirement.source, ...requirement.requirement },
      totals: {
        members: all.length,
        met: all.filter((m) => m.met).length,
        missing: all.filter((m) => !m.met).length,
        none: all.filter((m) => m.hours === 0).length,
      },
    },
    members: listed,
  };
}
