import { ORG_REPORT_CSV_PATH, ORG_REPORT_XLSX_PATH, type OrgMemberReport, OrgReportFilterFields } from "@taxlearn/api";
import { beijingDay, csvDocument } from "@taxlearn/core";
import { Schema } from "effect";
import type { Context, Hono } from "hono";
import { resolveSession } from "../../auth/sessions";
import { envelopeJson, sendJsonText } from "../../http/envelope";
import { type AppEnv, describeDecodeError, readToken } from "../../http/mount-contracts";
import { SERVER_MESSAGES } from "../../messages";
import type { ServerContext } from "../../server-context";
import { beijingYear } from "../credits/credit-years";
import { managedOrganisation } from "./org-access";
import { organisationReport } from "./org-report";
import { ORG_REPORTS_MESSAGES } from "./org-reports.messages";

const decodeFilters = Schema.decodeUnknownEither(Schema.Struct(OrgReportFilterFields));

type Cell = string | number | null;

/**
 * A text cell a spreadsheet must never run: one starting with =, +, -, @, a tab or a carriage return gets a leading
 * apostrophe (a member's name is the partner's data, not ours). Numbers stay numbers.
 */
export const defusedText = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const rowOf = (m: OrgMemberReport): Cell[] => [
  m.name,
  m.phone,
  m.companyId ?? "",
  m.hours,
  m.byCategory.专业科目,
  m.byCategory.公需科目,
  null,
  m.missing,
  m.met ? ORG_REPORTS_MESSAGES.export.met : ORG_REPORTS_MESSAGES.export.missing,
  m.completions,
  m.certificates.map((c) => c.serial).join(" "),
  m.lastActivityAt ? beijingDay(m.lastActivityAt) : "",
];

/** The workbook; exceljs loads on the first export, not at every start. */
async function xlsxOf(header: readonly string[], rows: readonly Cell[][]): Promise<Uint8Array<ArrayBuffer>> {
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(ORG_REPORTS_MESSAGES.export.sheet);
  sheet.addRow([...header]);
  sheet.getRow(1).font = { bold: true };
  // every text cell is a plain string value (never a formula object), and defused like the CSV's
  for (const row of rows) sheet.addRow(row.map((cell) => (typeof cell === "string" ? defusedText(cell) : cell)));
  sheet.columns.forEach((column, i) => {
    column.width = i === 10 ? 40 : 14;
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer()) as Uint8Array<ArrayBuffer>;
}

/**
 * GET /api/org/manage/:orgId/report.csv and .xlsx with the report's filters and the login token: every member the
 * filters keep (no paging), for a manager of that organisation only (403/404 otherwise, as the report). The CSV is
 * UTF-8 with a byte-order mark; in both, text that a spreadsheet would run as a formula is defused.
 */
export function mountOrgReportExport(app: Hono<AppEnv>, server: ServerContext): void {
  const sessionOf = resolveSession(server);
  const answer = (format: "csv" | "xlsx") => async (c: Context<AppEnv>) => {
    const token = readToken(c);
    const session = token ? await sessionOf(token) : null;
    if (!session)
      return sendJsonText(
        c,
        envelopeJson(401, token ? SERVER_MESSAGES.tokenInvalid : SERVER_MESSAGES.notLoggedIn, null),
        401,
      );
    const decoded = decodeFilters({ ...c.req.query(), orgId: c.req.param("orgId") }, { onExcessProperty: "ignore" });
    if (decoded._tag === "Left")
      return sendJsonText(c, envelopeJson(400, describeDecodeError(decoded.left), null), 400);
    const filters = decoded.right;
    const org = await managedOrganisation(server.db, session.userId, filters.orgId);
    if (!org.ok) return sendJsonText(c, envelopeJson(org.status, org.msg, null), org.status === 404 ? 404 : 403);
    const year = filters.year ?? beijingYear(server.clock());
    const { head, members } = await organisationReport(server, org.data, { ...filters, year });
    const header = ORG_REPORTS_MESSAGES.export.header(year);
    const rows = members.map((m) => {
      const row = rowOf(m);
      row[6] = head.requirement.total;
      return row;
    });
    const name = `org-${org.data.id}-${year}-report.${format}`;
    const headers = {
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    };
    if (format === "csv")
      return c.body(csvDocument([header, ...rows]), 200, { ...headers, "content-type": "text/csv; charset=utf-8" });
    return c.body(await xlsxOf(header, rows), 200, {
      ...headers,
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    });
  };
  app.get(ORG_REPORT_CSV_PATH, answer("csv"));
  app.get(ORG_REPORT_XLSX_PATH, answer("xlsx"));
}
