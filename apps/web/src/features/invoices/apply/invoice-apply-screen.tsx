import type { InvoiceableOrderData, InvoiceTitleData } from "@taxlearn/api";
import { checkInvoiceEmail, formatStartTime, INVOICE_KINDS, INVOICE_MESSAGES } from "@taxlearn/core";
import { Button, EmptyState, FilterChips, InvoiceOrderOption, TextField } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { buttonLink } from "../../../styles/button-link.css";
import * as styles from "../invoices.css";
import { INVOICE_TEXT } from "../invoices.messages";
import { initialTitleId, preselected, selectedTotal } from "./apply-form.rules";

const KIND_OPTIONS = [
  { value: INVOICE_KINDS.normal.value, label: INVOICE_KINDS.normal.label },
  { value: INVOICE_KINDS.special.value, label: INVOICE_KINDS.special.label },
];

interface Loaded {
  readonly orders: readonly InvoiceableOrderData[];
  readonly titles: readonly InvoiceTitleData[];
}

/** /center/invoice-apply 申请发票 (also ?tradeNo=… from the order list): orders, title, kind, e-mail, the sum. */
export default function InvoiceApplyScreen() {
  const [params] = useSearchParams();
  const [attempt, setAttempt] = useState(0);
  const loaded = useApiQuery<Loaded>(
    async (api) => {
      const [orders, titles] = await Promise.all([api.invoiceableOrders(), api.invoiceTitleList()]);
      if (!orders.success) return orders;
      if (!titles.success) return titles;
      return { ...orders, data: { orders: orders.data, titles: titles.data } };
    },
    [attempt],
  );
  return (
    <div className={styles.page}>
      <PageHeading title={INVOICE_TEXT.applyHeading} subtitle={INVOICE_TEXT.applyLead} />
      <QueryView query={loaded}>
        {(data) => (
          <ApplyForm
            key={attempt}
            {...data}
            tradeNo={params.get("tradeNo")}
            onApplied={() => setAttempt((n) => n + 1)}
          />
        )}
      </QueryView>
    </div>
  );
}

function ApplyForm({ orders, titles, tradeNo, onApplied }: Loaded & { tradeNo: string | null; onApplied: () => void }) {
  const api = useApi();
  const [chosen, setChosen] = useState<Set<string>>(() => preselected(orders, tradeNo));
  const [titleId, setTitleId] = useState<number | null>(() => initialTitleId(titles));
  const [kind, setKind] = useState<number>(INVOICE_KINDS.normal.value);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  if (done) {
    return (
      <div className={styles.panel}>
        <p className={styles.success} role="status">
          {done}
        </p>
        <div className={styles.toolbar}>
          <Link className={buttonLink} to="/center/invoice-record">
            {INVOICE_TEXT.toRecords}
          </Link>
          <Button tone="neutral" onClick={onApplied}>
            {INVOICE_TEXT.applyAgain}
          </Button>
        </div>
      </div>
    );
  }
  if (orders.length === 0) {
    return (
      <EmptyState
        title={INVOICE_TEXT.noOrders}
        description={INVOICE_TEXT.noOrdersHint}
        action={
          <Link className={buttonLink} to="/center/order">
            {INVOICE_TEXT.toOrders}
          </Link>
        }
      />
    );
  }

  const title = titles.find((t) => t.id === titleId) ?? null;
  const specialBlocked = kind === INVOICE_KINDS.special.value && !(title?.specialReady ?? false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const checkedEmail = checkInvoiceEmail(email);
    setEmailError(checkedEmail.ok ? undefined : checkedEmail.message);
    if (chosen.size === 0) return setFailure(INVOICE_TEXT.pickOrders);
    if (!title) return setFailure(INVOICE_TEXT.pickTitle);
    if (specialBlocked) return setFailure(INVOICE_MESSAGES.specialNeedsCompany);
    if (!checkedEmail.ok) return;
    setSending(true);
    try {
      const result = await api.invoiceApply({
        tradeNos: [...chosen].join(","),
        titleId: title.id,
        kind,
        email: checkedEmail.value,
      });
      if (result.success) setDone(result.msg);
      else setFailure(result.msg);
    } catch (error) {
      setFailure(failureMessage(error));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className={styles.panel} noValidate onSubmit={submit} aria-label={INVOICE_TEXT.applyHeading}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{INVOICE_TEXT.ordersLegend}</legend>
        {orders.map((order) => (
          <InvoiceOrderOption
            key={order.tradeNo}
            {...order}
            paidAt={formatStartTime(order.paidAt)}
            checked={chosen.has(order.tradeNo)}
            onChange={(checked) =>
              setChosen((current) => {
                const next = new Set(current);
                if (checked) next.add(order.tradeNo);
                else next.delete(order.tradeNo);
                return next;
              })
            }
          />
        ))}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{INVOICE_TEXT.titleLegend}</legend>
        {titles.length === 0 ? (
          <p className={styles.muted}>
            {INVOICE_TEXT.withColon(INVOICE_TEXT.needTitle)}
            <Link className={styles.textLink} to="/center/invoice-title">
              {INVOICE_TEXT.toTitles}
            </Link>
          </p>
        ) : (
          titles.map((t) => (
            <label key={t.id} className={styles.radio}>
              <input type="radio" name="titleId" checked={t.id === titleId} onChange={() => setTitleId(t.id)} />
              <span>
                {t.name}
                {t.taxNo ? INVOICE_TEXT.titleTaxNo(t.taxNo) : INVOICE_TEXT.personalTitle}
              </span>
            </label>
          ))
        )}
        {titles.length > 0 ? (
          <Link className={styles.textLink} to="/center/invoice-title">
            {INVOICE_TEXT.toTitles}
          </Link>
        ) : null}
      </fieldset>
      <FilterChips label={INVOICE_TEXT.kindLegend} options={KIND_OPTIONS} value={kind} onChange={setKind} />
      {specialBlocked ? <p className={styles.muted}>{INVOICE_TEXT.specialUnavailable}</p> : null}
      <TextField
        label={INVOICE_TEXT.email}
        placeholder={INVOICE_TEXT.emailPlaceholder}
        value={email}
        onChange={(value) => {
          setEmail(value);
          setEmailError(undefined);
        }}
        error={emailError}
        type="email"
        autoComplete="email"
        maxLength={100}
        required
      />
      <div className={styles.summary}>
        <span>
          {INVOICE_TEXT.selectedCount(chosen.size)} · {INVOICE_TEXT.total}
        </span>
        <span className={styles.total} data-testid="invoice-total">
          ¥{selectedTotal(orders, chosen)}
        </span>
      </div>
      {failure ? (
        <p className={styles.failure} role="alert">
          {failure}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <Button type="submit" size="large" loading={sending}>
          {INVOICE_TEXT.submit}
        </Button>
      </div>
    </form>
  );
}
