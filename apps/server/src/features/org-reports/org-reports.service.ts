import type { orgReportsContracts } from "@taxlearn/api";
import type { HandlersFor } from "../../http/mount-contracts";
import { fail, ok } from "../../http/outcome";
import type { ServerContext } from "../../server-context";
import { beijingYear } from "../credits/credit-years";
import { organisationNames, saveRequirement } from "../orgs/org-roster.repo";
import { managedOrganisation, organisationRequirement } from "./org-access";
import { assignmentView, createAssignment } from "./org-assignments";
import { organisationReport } from "./org-report";
import { ORG_REPORTS_MESSAGES } from "./org-reports.messages";
import * as repo from "./org-reports.repo";

const tenths = (hours: number) => Math.round(hours * 10);

/** The organisation manager's reports area: every call is for an organisation the token's account manages. */
export function orgReportsHandlers(server: ServerContext): HandlersFor<typeof orgReportsContracts> {
  return {
    orgManagedList: async (_input, { session }) => {
      const ids = await repo.managedOrgIds(server.db, session.userId);
      const names = await organisationNames(server.db, ids);
      return ok(ids.flatMap((orgId) => (names.has(orgId) ? [{ orgId, orgName: names.get(orgId)! }] : [])));
    },

    orgReport: async ({ orgId, year, q, status, category, page, pageSize }, { session }) => {
      const org = await managedOrganisation(server.db, session.userId, orgId);
      if (!org.ok) return org;
      const { head, members } = await organisationReport(server, org.data, {
        year: year ?? beijingYear(server.clock()),
        q,
        status,
        category,
      });
      return ok({
        ...head,
        members: { list: members.slice((page - 1) * pageSize, page * pageSize), total: members.length, page, pageSize },
      });
    },

    orgRequirementSave: async ({ orgId, total, professional, general }, { session }) => {
      const org = await managedOrganisation(server.db, session.userId, orgId);
      if (!org.ok) return org;
      if (tenths(total) < tenths(professional) + tenths(general))
        return fail(400, ORG_REPORTS_MESSAGES.requirementTooSmall);
      await saveRequirement(server.db, {
        orgId,
        totalTenths: tenths(total),
        byCategoryTenths: { 专业科目: tenths(professional), 公需科目: tenths(general) },
        at: server.clock(),
        by: session.userId,
      });
      const saved = await organisationRequirement(server.db, orgId);
      return ok({ source: saved.source, ...saved.requirement }, ORG_REPORTS_MESSAGES.requirementSaved);
    },

    orgAssignmentCreate: async ({ orgId, ...input }, { session }) => {
      const org = await managedOrganisation(server.db, session.userId, orgId);
      if (!org.ok) return org;
      return createAssignment(server, org.data, session.userId, input);
    },

    orgAssignmentList: async ({ orgId, page, pageSize }, { session }) => {
      const org = await managedOrganisation(server.db, session.userId, orgId);
      if (!org.ok) return org;
      const { rows, total } = await repo.assignmentsOf(server.db, orgId, page, pageSize);
      return ok({ list: rows.map((r) => assignmentView(r.assignment, r.learners)), total, page, pageSize });
    },
  };
}
