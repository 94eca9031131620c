import { certificateVerifyPath, creditCertificatePdfUrl, creditYearPdfUrl } from "@taxlearn/api";
import { beijingDay, CREDIT_MESSAGES, type CreditsSummary, formatStudyHours } from "@taxlearn/core";
import { Button, EmptyState, useToast } from "@taxlearn/ui";
import { assignInlineVars } from "@vanilla-extract/dynamic";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { QueryView } from "../../components/query-view";
import { useApiQuery } from "../../hooks/use-api-query";
import { useServices } from "../../lib/api/app-services";
import { failureMessage } from "../../lib/api/failure-message";
import { downloadAuthorisedPdf } from "../../lib/download-pdf";
import * as styles from "./credits.css";
import { CREDITS_TEXT } from "./credits.messages";

/** `?year=2025`, or the current year when absent or not a year. */
const yearOf = (params: URLSearchParams): number | undefined => {
  const raw = params.get("year");
  return raw && /^\d{4}$/.test(raw) ? Number(raw) : undefined;
};

/**
 * /center/credits (学时档案): the year's study hours by category against the requirement, what earned them, the
 * 学时证明 PDF, the learner's certificates and the earlier years.
 */
export default function CreditsScreen() {
  const [params] = useSearchParams();
  const year = yearOf(params);
  const query = useApiQuery((api) => api.creditsSummary(year === undefined ? {} : { year: String(year) }), [year]);
  // an organisation's manager reaches its members' reports from here
  const managed = useApiQuery((api) => api.orgManagedList(), []);
  return (
    <section className={styles.screen}>
      {managed.status === "success" && managed.data.length > 0 ? (
        <Link className={styles.link} to="/org/reports" data-testid="org-reports-link">
          {CREDITS_TEXT.orgReports}
        </Link>
      ) : null}
      <QueryView query={query}>{(summary) => <CreditsView summary={summary} />}</QueryView>
    </section>
  );
}

function usePdfDownload() {
  const { storage } = useServices();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (key: string, url: string, fileName: string) => {
    setBusy(key);
    try {
      const result = await downloadAuthorisedPdf(url, fileName, storage);
      if (!result.ok) toast.error(result.msg ?? CREDITS_TEXT.downloadFailed);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}

function CreditsView({ summary }: { summary: CreditsSummary }) {
  const { busy, download } = usePdfDownload();
  const missing = Math.max(0, summary.requirement.total - summary.hours);
  return (
    <>
      <header className={styles.heading}>
        <div>
          <h1 className={styles.title}>
            {CREDITS_TEXT.title} · {CREDITS_TEXT.yearTitle(summary.year)}
          </h1>
          <p className={styles.hint}>{CREDITS_TEXT.subtitle(summary.minutesPerHour)}</p>
        </div>
        <Button
          size="small"
          tone="secondary"
          disabled={summary.hours <= 0}
          loading={busy === "year"}
          onClick={() => download("year", creditYearPdfUrl(summary.year), CREDITS_TEXT.yearPdfName(summary.year))}
        >
          {CREDITS_TEXT.downloadYear}
        </Button>
      </header>

      <div className={styles.totals} data-testid="credits-total">
        <span>{CREDITS_TEXT.total}</span>
        <span className={styles.totalHours}>{formatStudyHours(summary.hours)}</span>
        <span>
          {CREDITS_TEXT.required(
            summary.requirement.total,
            summary.requirement.source === "org" && summary.requirement.orgName
              ? CREDITS_TEXT.requirementSource.org(summary.requirement.orgName)
              : CREDITS_TEXT.requirementSource.site,
          )}
        </span>
        <span className={summary.met ? styles.status.met : styles.status.missing}>
          {summary.met ? CREDIT_MESSAGES.requirementMet : CREDIT_MESSAGES.requirementMissing(missing)}
        </span>
      </div>

      <section className={styles.section} aria-labelledby="credits-categories">
        <h2 id="credits-categories" className={styles.sectionTitle}>
          {CREDITS_TEXT.byCategory}
        </h2>
        {summary.categories.map((category) => (
          <div key={category.category} className={styles.bar}>
            <div className={styles.barLabel}>
              <span>{category.category}</span>
              <span>
                {formatStudyHours(category.hours)} / {formatStudyHours(category.required)}
              </span>
            </div>
            <div
              className={styles.track}
              role="progressbar"
              aria-label={category.category}
              aria-valuemin={0}
              aria-valuemax={category.required}
              aria-valuenow={Math.min(category.hours, category.required)}
            >
              <div
                className={styles.fill}
                style={assignInlineVars({
                  [styles.fillPercent]: `${category.required > 0 ? Math.min(100, (category.hours / category.required) * 100) : 100}%`,
                })}
              />
            </div>
          </div>
        ))}
      </section>

      <section className={styles.section} aria-labelledby="credits-items">
        <h2 id="credits-items" className={styles.sectionTitle}>
          {CREDITS_TEXT.items}
        </h2>
        {summary.items.length === 0 ? (
          <EmptyState title={CREDITS_TEXT.noItems} description={CREDITS_TEXT.noItemsHint} />
        ) : (
          <ul className={styles.list}>
            {summary.items.map((item) => (
              <li key={`${item.source}-${item.id}-${item.earnedAt}`} className={styles.row}>
                <div className={styles.rowBody}>
                  <h3 className={styles.rowTitle}>
                    {item.id !== null && (item.source === "lecture" || item.source === "live") ? (
                      <a
                        className={styles.link}
                        href={item.source === "live" ? `/liveDetail?id=${item.id}` : `/courseDetail/${item.id}`}
                      >
                        {item.title}
                      </a>
                    ) : (
                      item.title
                    )}
                  </h3>
                  <p className={styles.meta}>
                    <span>{CREDIT_MESSAGES.sources[item.source]}</span>
                    <span>{item.category}</span>
                    <span>{CREDITS_TEXT.earnedAt(beijingDay(item.earnedAt))}</span>
                    {item.reason ? <span>{item.reason}</span> : null}
                  </p>
                </div>
                <span className={styles.hours}>{formatStudyHours(item.hours)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className={styles.section} aria-labelledby="credits-certificates">
        <h2 id="credits-certificates" className={styles.sectionTitle}>
          {CREDITS_TEXT.certificates}
        </h2>
        {summary.certificates.length === 0 ? (
          <p className={styles.hint}>{CREDITS_TEXT.noCertificates}</p>
        ) : (
          <ul className={styles.list}>
            {summary.certificates.map((certificate) => (
              <li key={certificate.serial} className={styles.row}>
                <div className={styles.rowBody}>
                  <h3 className={styles.rowTitle}>{certificate.title}</h3>
                  <p className={styles.meta}>
                    <span>{CREDIT_MESSAGES.certificateKinds[certificate.kind]}</span>
                    <span>{formatStudyHours(certificate.hours)}</span>
                    <span>{beijingDay(certificate.issuedAt)}</span>
                    <span>{CREDITS_TEXT.serial(certificate.serial)}</span>
                    {certificate.revoked ? <span>{CREDITS_TEXT.revoked}</span> : null}
                  </p>
                </div>
                <div className={styles.actions}>
                  <a className={styles.link} href={certificateVerifyPath(certificate.serial)}>
                    {CREDITS_TEXT.verify}
                  </a>
                  <Button
                    size="small"
                    tone="secondary"
                    loading={busy === certificate.serial}
                    onClick={() =>
                      download(
                        certificate.serial,
                        creditCertificatePdfUrl(certificate.serial),
                        CREDITS_TEXT.certificatePdfName(certificate.serial),
                      )
                    }
                  >
                    {CREDITS_TEXT.download}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      {summary.years.length > 0 ? (
        <section className={styles.section} aria-labelledby="credits-years">
          <h2 id="credits-years" className={styles.sectionTitle}>
            {CREDITS_TEXT.years}
          </h2>
          <div className={styles.years}>
            {summary.years.map((y) => (
              <Link key={y} className={styles.link} to={`/center/credits?year=${y}`}>
                {CREDITS_TEXT.yearTitle(y)}
              </Link>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
