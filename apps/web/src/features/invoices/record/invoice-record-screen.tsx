import type { InvoiceApplicationData } from "@taxlearn/api";
import { formatStartTime } from "@taxlearn/core";
import { Button, EmptyState, InvoiceRecordCard, Pagination, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { Link } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useServices } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { downloadAuthorisedPdf } from "../../../lib/download-pdf";
import { buttonLink } from "../../../styles/button-link.css";
import * as styles from "../invoices.css";
import { INVOICE_TEXT } from "../invoices.messages";

/** /center/invoice-record 开票记录: the learner's applications with their status; issued ones download as PDF. */
export default function InvoiceRecordScreen() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const records = useApiQuery((api) => api.invoiceApplicationList({ page, pageSize }), [page, pageSize]);
  return (
    <div className={styles.page}>
      <PageHeading title={INVOICE_TEXT.recordHeading} subtitle={INVOICE_TEXT.recordLead} />
      <QueryView query={records}>
        {(data) =>
          data.total === 0 ? (
            <EmptyState
              title={INVOICE_TEXT.noRecords}
              description={INVOICE_TEXT.noRecordsHint}
              action={
                <Link className={buttonLink} to="/center/invoice-apply">
                  {INVOICE_TEXT.toApply}
                </Link>
              }
            />
          ) : (
            <>
              <div className={styles.records}>
                {data.list.map((record) => (
                  <Record key={record.id} record={record} />
                ))}
              </div>
              <Pagination
                total={data.total}
                page={page}
                pageSize={pageSize}
                onPageChange={setPage}
                onPageSizeChange={(size) => {
                  setPageSize(size);
                  setPage(1);
                }}
              />
            </>
          )
        }
      </QueryView>
    </div>
  );
}

function Record({ record }: { record: InvoiceApplicationData }) {
  const { storage } = useServices();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async (pdfUrl: string) => {
    setBusy(true);
    try {
      const result = await downloadAuthorisedPdf(
        pdfUrl,
        INVOICE_TEXT.pdfName(record.invoiceNumber ?? record.id),
        storage,
      );
      if (!result.ok) toast.error(result.msg ?? INVOICE_TEXT.downloadFailed);
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <InvoiceRecordCard
      {...record}
      appliedAt={formatStartTime(record.appliedAt)}
      issuedAt={record.issuedAt ? formatStartTime(record.issuedAt) : null}
      voidedAt={record.voidedAt ? formatStartTime(record.voidedAt) : null}
      action={
        record.pdfUrl ? (
          <Button size="small" tone="secondary" loading={busy} onClick={() => download(record.pdfUrl!)}>
            {INVOICE_TEXT.download}
          </Button>
        ) : undefined
      }
    />
  );
}
