import {
  type ManagedOrg,
  type OrgReportData,
  orgReportExportUrl,
  REPORT_STATUSES,
  type ReportStatus,
} from "@taxlearn/api";
import { Button, EmptyState, PageColumn, Pagination, TextField, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { QueryView } from "../../components/query-view";
import { useApiQuery } from "../../hooks/use-api-query";
import { usePageHref } from "../../hooks/use-page-href";
import { useServices } from "../../lib/api/app-services";
import { failureMessage } from "../../lib/api/failure-message";
import { AssignPanel } from "./assign-panel";
import { downloadReport } from "./download-report";
import { MemberList } from "./member-list";
import * as styles from "./org-reports.css";
import { ORG_REPORTS_TEXT } from "./org-reports.messages";
import { RequirementPanel } from "./requirement-panel";

const PAGE_SIZE = 20;

const isStatus = (value: string | null): value is ReportStatus =>
  value !== null && (REPORT_STATUSES as readonly string[]).includes(value);

/**
 * /org/reports (机构学习报告): an organisation manager's view of its members' study hours this year — totals,
 * filters, search, CSV/XLSX export — with assigning courses or study plans and setting the yearly requirement.
 * `?org=` picks one of the organisations the account manages (the first by default).
 */
export default function OrgReportsScreen() {
  const managed = useApiQuery((api) => api.orgManagedList(), []);
  return (
    <PageColumn as="section" className={styles.screen}>
      <QueryView query={managed}>
        {(orgs) =>
          orgs.length === 0 ? (
            <>
              <h1 className={styles.title}>{ORG_REPORTS_TEXT.title}</h1>
              <EmptyState title={ORG_REPORTS_TEXT.notManager} description={ORG_REPORTS_TEXT.notManagerHint} />
            </>
          ) : (
            <ManagedReport orgs={orgs} />
          )
        }
      </QueryView>
    </PageColumn>
  );
}

function ManagedReport({ orgs }: { orgs: ReadonlyArray<ManagedOrg> }) {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get("org"));
  const orgId = orgs.find((o) => o.orgId === wanted)?.orgId ?? orgs[0]!.orgId;
  const status = isStatus(params.get("status")) ? (params.get("status") as ReportStatus) : "all";
  const q = params.get("q") ?? "";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const report = useApiQuery(
    (api) =>
      api.orgReport({
        orgId: String(orgId),
        status,
        page: String(page),
        pageSize: String(PAGE_SIZE),
        ...(q ? { q } : {}),
      }),
    [orgId, status, q, page],
  );
  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === "") next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  return (
    <>
      {orgs.length > 1 ? (
        <nav className={styles.orgLinks} aria-label={ORG_REPORTS_TEXT.pickOrg}>
          {orgs.map((o) => (
            <Link
              key={o.orgId}
              to={`/org/reports?org=${o.orgId}`}
              className={o.orgId === orgId ? styles.orgLink.current : styles.orgLink.other}
              aria-current={o.orgId === orgId ? "page" : undefined}
            >
              {o.orgName}
            </Link>
          ))}
        </nav>
      ) : null}
      <QueryView query={report}>
        {(data) => (
          <ReportView
            data={data}
            q={q}
            status={status}
            onFilter={(changes) => update({ ...changes, page: null })}
            onPage={(p) => update({ page: String(p) })}
            onRequirementSaved={report.retry}
          />
        )}
      </QueryView>
    </>
  );
}

function ReportView({
  data,
  q,
  status,
  onFilter,
  onPage,
  onRequirementSaved,
}: {
  data: OrgReportData;
  q: string;
  status: ReportStatus;
  onFilter: (changes: Record<string, string | null>) => void;
  onPage: (page: number) => void;
  onRequirementSaved: () => void;
}) {
  const { storage } = useServices();
  const pageHref = usePageHref();
  const toast = useToast();
  const [search, setSearch] = useState(q);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [exporting, setExporting] = useState<"csv" | "xlsx" | null>(null);
  const { requirement } = data;

  const exportAs = async (format: "csv" | "xlsx") => {
    setExporting(format);
    try {
      const url = orgReportExportUrl(data.orgId, format, { year: data.year, q, status });
      const result = await downloadReport(
        url,
        format,
        ORG_REPORTS_TEXT.exportFileName(data.orgName, data.year, format),
        storage,
      );
      if (!result.ok) toast.error(result.msg ?? ORG_REPORTS_TEXT.exportFailed);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setExporting(null);
    }
  };
  const toggle = (userId: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(userId)) next.delete(userId);
      else next.add(userId);
      return next;
    });
  const togglePage = (checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const m of data.members.list) {
        if (checked) next.add(m.userId);
        else next.delete(m.userId);
      }
      return next;
    });

  return (
    <>
      <header className={styles.heading}>
        <div>
          <h1 className={styles.title}>
            {data.orgName} · {ORG_REPORTS_TEXT.title} · {ORG_REPORTS_TEXT.yearTitle(data.year)}
          </h1>
          <p className={styles.hint} data-testid="org-report-requirement">
            {ORG_REPORTS_TEXT.requirement(
              requirement.total,
              requirement.byCategory.专业科目,
              requirement.byCategory.公需科目,
              requirement.source === "site",
            )}
            {" · "}
            {ORG_REPORTS_TEXT.minutes(data.minutesPerHour)}
          </p>
        </div>
        <div className={styles.actions}>
          <Button size="small" tone="secondary" loading={exporting === "csv"} onClick={() => exportAs("csv")}>
            {ORG_REPORTS_TEXT.exportCsv}
          </Button>
          <Button size="small" tone="secondary" loading={exporting === "xlsx"} onClick={() => exportAs("xlsx")}>
            {ORG_REPORTS_TEXT.exportXlsx}
          </Button>
        </div>
      </header>

      <div className={styles.totals} data-testid="org-report-totals">
        {(["members", "met", "missing", "none"] as const).map((key) => (
          <div key={key} className={styles.total}>
            <span>{ORG_REPORTS_TEXT.totals[key]}</span>
            <span className={styles.totalValue}>{data.totals[key]}</span>
          </div>
        ))}
      </div>

      <div className={styles.toolbar}>
        <form
          className={styles.searchForm}
          aria-label={ORG_REPORTS_TEXT.search}
          onSubmit={(e) => {
            e.preventDefault();
            onFilter({ q: search.trim() });
          }}
        >
          <div className={styles.grow}>
            <TextField
              label={ORG_REPORTS_TEXT.search}
              placeholder={ORG_REPORTS_TEXT.searchPlaceholder}
              value={search}
              onChange={setSearch}
              type="search"
              maxLength={40}
              hideLabel
            />
          </div>
          <Button type="submit" tone="secondary">
            {ORG_REPORTS_TEXT.searchButton}
          </Button>
        </form>
        <label className={styles.inlineLabel}>
          {ORG_REPORTS_TEXT.status}
          <select
            className={styles.select}
            value={status}
            onChange={(e) => onFilter({ status: e.target.value === "all" ? null : e.target.value })}
          >
            {REPORT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORG_REPORTS_TEXT.statuses[s]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <MemberList members={data.members.list} selected={selected} onToggle={toggle} onTogglePage={togglePage} />
      {data.members.total > data.members.pageSize ? (
        <div className={styles.pager}>
          <Pagination
            total={data.members.total}
            page={data.members.page}
            pageSize={data.members.pageSize}
            onPageChange={onPage}
            pageHref={pageHref}
          />
        </div>
      ) : null}

      <div className={styles.panels}>
        <AssignPanel orgId={data.orgId} selected={[...selected]} />
        <RequirementPanel
          key={`${requirement.total}-${requirement.source}`}
          orgId={data.orgId}
          requirement={requirement}
          onSaved={onRequirementSaved}
        />
      </div>
    </>
  );
}
