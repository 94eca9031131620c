import { type CreditRequirement, DEFAULT_CREDIT_REQUIREMENT } from "@taxlearn/core";
import type { Executor } from "../../db/executor";
import { fail, type Outcome, ok } from "../../http/outcome";
import { requirementOf } from "../orgs/org-roster.repo";
import { findOrganisation } from "../orgs/orgs.repo";
import { ORG_REPORTS_MESSAGES } from "./org-reports.messages";
import { managesOrg } from "./org-reports.repo";

export interface ManagedOrganisation {
  readonly id: number;
  readonly name: string;
}

/**
 * The organisation when the account manages it: an unknown organisation is 404, another organisation's (or an
 * account that manages none) 403 — a manager sees nothing of organisations other than its own. The role is read on
 * every call, so a revoked grant takes effect at once.
 */
export async function managedOrganisation(
  db: Executor,
  userId: number,
  orgId: number,
): Promise<Outcome<ManagedOrganisation>> {
  const org = await findOrganisation(db, orgId);
  if (!org) return fail(404, ORG_REPORTS_MESSAGES.orgNotFound);
  if (!(await managesOrg(db, userId, orgId))) return fail(403, ORG_REPORTS_MESSAGES.notManager);
  return ok({ id: org.id, name: org.name });
}

/** The requirement an organisation holds its members to: its own when set, else the site's default. */
export async function organisationRequirement(
  db: Executor,
  orgId: number,
): Promise<{ source: "org" | "site"; requirement: CreditRequirement }> {
  const own = await requirementOf(db, orgId);
  return own
    ? {
        source: "org",
        requirement: {
          total: own.totalTenths / 10,
          byCategory: {
            专业科目: own.byCategoryTenths.专业科目 / 10,
            公需科目: own.byCategoryTenths.公需科目 / 10,
          },
        },
      }
    : { source: "site", requirement: DEFAULT_CREDIT_REQUIREMENT };
}
