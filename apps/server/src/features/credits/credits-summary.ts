import {
  type CourseCategory,
  type CreditRequirement,
  type CreditSource,
  type CreditsSummary,
  checkRequirement,
  DEFAULT_CREDIT_REQUIREMENT,
  hoursByCategory,
  studyHourTenths,
} from "@taxlearn/core";
import type { ServerContext } from "../../server-context";
import { learnerOrgRequirements } from "../orgs/org-roster.repo";
import { categoryOf } from "./course-completion";
import { beijingYear, beijingYearBounds } from "./credit-years";
import * as repo from "./credits.repo";

type SummaryItem = CreditsSummary["items"][number];
type SummaryCertificate = CreditsSummary["certificates"][number];

/** A certificate as the learner's summary lists it. */
export const certificateView = (row: repo.CertificateRow): SummaryCertificate => ({
  serial: row.serial,
  kind: row.kind === "year" ? "year" : "course",
  title: row.title,
  courseId: row.courseId,
  year: row.year,
  hours: row.hoursTenths / 10,
  issuedAt: row.issuedAt.toISOString(),
  revoked: row.revokedAt !== null,
});

/** The key an item of the summary adds rows under: a course, a live session, an exam paper, a correction. */
const itemKey = (row: repo.CreditEntryRow): string =>
  row.source === "lecture"
    ? `lecture:${row.courseId}`
    : row.source === "live"
      ? `live:${row.liveId}`
      : `${row.source}:${row.id}`;

/**
 * The year's rows as the summary lists them: one item per course (its lectures' seconds added up, then converted),
 * live session, exam and correction, with the last time it earned, newest first.
 */
export function summaryItems(rows: readonly repo.CreditEntryRow[], minutesPerHour: number): SummaryItem[] {
  const groups = new Map<string, repo.CreditEntryRow[]>();
  for (const row of rows) groups.set(itemKey(row), [...(groups.get(itemKey(row)) ?? []), row]);
  return [...groups.values()]
    .map((group) => {
      const first = group[0]!;
      const last = group.at(-1)!;
      const seconds = group.reduce((sum, r) => sum + r.seconds, 0);
      const statedTenths = group.reduce((sum, r) => sum + r.hoursTenths, 0);
      const tenths = studyHourTenths(Math.max(0, seconds), minutesPerHour) + statedTenths;
      const source = first.source as CreditSource;
      return {
        source,
        id:
          source === "lecture"
            ? first.courseId
            : source === "live"
              ? first.liveId
              : source === "exam"
                ? first.examPaperId
                : null,
        title: first.title,
        category: categoryOf(first.category),
        hours: tenths / 10,
        earnedAt: last.earnedAt.toISOString(),
        reason: first.reason,
      };
    })
    .toSorted((a, b) => b.earnedAt.localeCompare(a.earnedAt));
}

/** 学时 per category of a year's rows (core's hoursByCategory over seconds and stated hours). */
export const yearHours = (
  rows: readonly repo.CreditEntryRow[],
  minutesPerHour: number,
): Record<CourseCategory, number> =>
  hoursByCategory(
    rows.map((r) => ({ category: categoryOf(r.category), seconds: r.seconds, hours: r.hoursTenths / 10 })),
    minutesPerHour,
  );

/** The learner's 学时档案 for a year: hours by category against the requirement, what earned them, certificates. */
export async function creditsSummaryOf(
  server: ServerContext,
  userId: number,
  year: number,
  /** the session's organisation: its rule comes first when the learner belongs to several that set one */
  sessionOrgId: number | null = null,
): Promise<CreditsSummary> {
  const { minutesPerHour } = server.credits;
  const { from, to } = beijingYearBounds(year);
  const [rows, certificates, moments] = await Promise.all([
    repo.creditEntriesBetween(server.db, userId, from, to),
    repo.certificatesOf(server.db, userId),
    repo.creditMoments(server.db, userId),
  ]);
  // an organisation's own rule when the learner belongs to one that set it, else the site's default
  const own = (await learnerOrgRequirements(server.db, userId, sessionOrgId))[0];
  const requirement: CreditRequirement = own
    ? {
        total: own.totalTenths / 10,
        byCategory: { 专业科目: own.byCategoryTenths.专业科目 / 10, 公需科目: own.byCategoryTenths.公需科目 / 10 },
      }
    : DEFAULT_CREDIT_REQUIREMENT;
  const check = checkRequirement(yearHours(rows, minutesPerHour), requirement);
  const years = [...new Set(moments.map(beijingYear))].filter((y) => y !== year).toSorted((a, b) => b - a);
  return {
    year,
    minutesPerHour,
    hours: check.hours,
    requirement: {
      source: own ? "org" : "site",
      orgName: own?.orgName ?? null,
      total: requirement.total,
      byCategory: requirement.byCategory,
    },
    met: check.met,
    categories: check.categories.map((c) => ({ ...c })),
    items: summaryItems(rows, minutesPerHour),
    certificates: certificates.map(certificateView),
    years,
  };
}
