import type { Database } from "../database";
import { orgCreditRequirements, orgManagers, orgMembers, users } from "../schema";
import { type CreditPlan, seedCreditHistory } from "./credits.seed";

/**
 * The partner organisations' managers and members (README: Demo accounts): organisation 12 (the cloud
 * organisation) has a manager and three members, two of them with hours this year and one without; organisation 11
 * has its own manager, a member and its own yearly requirement, so each manager can be shown not to see the other's.
 */
export const ORG_REPORT_ACCOUNTS = [
  { mobile: "13800000021", username: "云和机构管理员", orgId: 12, manager: true },
  { mobile: "13800000022", username: "张会计", orgId: 12, manager: false, companyId: "C-1201" },
  { mobile: "13800000023", username: "李出纳", orgId: 12, manager: false, companyId: "C-1201" },
  { mobile: "13800000024", username: "王税务", orgId: 12, manager: false, companyId: "C-1202" },
  { mobile: "13800000031", username: "机构十一管理员", orgId: 11, manager: true },
  { mobile: "13800000032", username: "赵审计", orgId: 11, manager: false, companyId: "C-1101" },
] as const;

/** The members' study (free courses by index among the free courses, past live sessions by index among replays). */
const MEMBER_PLANS: Readonly<Record<string, CreditPlan>> = {
  "13800000022": {
    thisYearCourses: [1],
    lastYearCourses: [2],
    lives: [
      { index: 0, minutes: 120 },
      { index: 1, minutes: 90 },
    ],
    certificate: true,
  },
  "13800000023": { thisYearCourses: [3], lastYearCourses: [], lives: [{ index: 2, minutes: 45 }], certificate: false },
  "13800000032": { thisYearCourses: [4], lastYearCourses: [], lives: [{ index: 0, minutes: 90 }], certificate: false },
};

export async function seedOrgReports(
  db: Database,
  passwordHash: string,
  catalogue: Parameters<typeof seedCreditHistory>[2],
  now: Date,
): Promise<void> {
  const learners: { userId: number; mobile: string; username: string }[] = [];
  for (const account of ORG_REPORT_ACCOUNTS) {
    const [user] = await db
      .insert(users)
      .values({ mobile: account.mobile, username: account.username, passwordHash, createdAt: now })
      .returning({ id: users.id });
    const userId = user!.id;
    if (account.manager) {
      await db.insert(orgManagers).values({ orgId: account.orgId, userId, grantedAt: now, grantedBy: null });
    } else {
      await db.insert(orgMembers).values({
        orgId: account.orgId,
        externalUserId: `seed-${account.mobile}`,
        userId,
        companyId: account.companyId,
        createdAt: now,
      });
      learners.push({ userId, mobile: account.mobile, username: account.username });
    }
  }
  // organisation 11 asks less than the site's 90 (12 keeps the site's default)
  await db.insert(orgCreditRequirements).values({
    orgId: 11,
    totalTenths: 720,
    byCategoryTenths: { 专业科目: 480, 公需科目: 240 },
    updatedAt: now,
    updatedBy: null,
  });
  await seedCreditHistory(db, learners, catalogue, now, MEMBER_PLANS);
}
