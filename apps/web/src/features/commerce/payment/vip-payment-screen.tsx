import { loginRedirectPath } from "@taxlearn/core";
import {
  Button,
  ButtonLink,
  PageColumn,
  type PayMethodKind,
  PayMethodPicker,
  PriceTag,
  TextField,
  vipDurationLabel,
} from "@taxlearn/ui";
import { useCallback, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { useCurrentFullPath, useSession } from "../../../lib/session/session-provider";
import { COMMERCE_TEXT } from "../commerce.messages";
import * as styles from "../shared/commerce.css";
import { CommerceEmpty } from "../shared/commerce-empty";
import {
  COURSES_PATH,
  courseDetailPath,
  type PurchaseTarget,
  placeOrderPath,
  VIP_PATH,
} from "../shared/commerce-paths";
import { payTypeOf } from "../shared/pay-type";
import { loadPaymentProduct, type PaymentProduct } from "./payment-product";
import { inviteCodeValid, purchaseTargetFrom } from "./purchase-target";
import { useCreateOrder } from "./use-create-order";

/** /vip/payment?vip=ID (or ?course=ID): the product, an optional invite code, the pay method, then 立即支付. */
export default function VipPaymentScreen() {
  const [params] = useSearchParams();
  const target = purchaseTargetFrom(params);
  if (!target) {
    return (
      <CommerceEmpty
        pageTitle={COMMERCE_TEXT.paymentTitle}
        title={COMMERCE_TEXT.missingProduct}
        description={COMMERCE_TEXT.missingProductHint}
        href={VIP_PATH}
        label={COMMERCE_TEXT.toVip}
      />
    );
  }
  return <Payment target={target} />;
}

function Payment({ target }: { target: PurchaseTarget }) {
  const { view } = useSession();
  const product = useApiQuery(
    (api) => loadPaymentProduct(api, target, view.loggedIn),
    [target.kind, target.id, view.loggedIn],
  );
  // the server's message says it all (会员套餐不存在或已下架): the link did name a product
  if (product.status === "error" && product.code === 404) {
    return (
      <CommerceEmpty
        pageTitle={COMMERCE_TEXT.paymentTitle}
        title={product.message}
        href={target.kind === "course" ? COURSES_PATH : VIP_PATH}
        label={target.kind === "course" ? COMMERCE_TEXT.toCourses : COMMERCE_TEXT.toVip}
      />
    );
  }
  return (
    <PageColumn className={styles.page}>
      <PageHeading title={COMMERCE_TEXT.paymentTitle} />
      <QueryView query={product} errorTitle={COMMERCE_TEXT.loadFailed}>
        {(loaded) => <PaymentForm target={target} product={loaded} />}
      </QueryView>
    </PageColumn>
  );
}

function PaymentForm({ target, product }: { target: PurchaseTarget; product: PaymentProduct }) {
  const { view } = useSession();
  const navigate = useNavigate();
  const onNavigate = useNavigateHandler();
  const current = useCurrentFullPath();
  const [inviteCode, setInviteCode] = useState("");
  const [method, setMethod] = useState<PayMethodKind>("wechat");
  const [inviteError, setInviteError] = useState<string | undefined>();
  const onCreated = useCallback((order: { tradeNo: string }) => navigate(placeOrderPath(order.tradeNo)), [navigate]);
  const { view: order, submit: submitOrder } = useCreateOrder(onCreated);
  // created: the page is on its way to paying it, the form stays as it was
  const creating = order.status === "creating" || order.status === "created";

  const submit = () => {
    if (!inviteCodeValid(inviteCode)) {
      setInviteError(COMMERCE_TEXT.inviteCodeInvalid);
      return;
    }
    setInviteError(undefined);
    submitOrder({ target, productType: product.productType, payType: payTypeOf(method), inviteCode });
  };

  const kind = target.kind === "vip" ? COMMERCE_TEXT.vipProduct : COMMERCE_TEXT.course;
  const courseHref = target.kind === "course" ? courseDetailPath(target.id) : VIP_PATH;
  // a free course is never ordered; an owned one is not bought twice
  if (product.free || product.owned) {
    return (
      <section className={styles.card} aria-label={product.name}>
        <h2 className={styles.sectionTitle}>{product.name}</h2>
        <p className={styles.muted}>{product.free ? COMMERCE_TEXT.freeCourse : COMMERCE_TEXT.owned}</p>
        <div className={styles.actions}>
          <ButtonLink href={courseHref} onNavigate={onNavigate}>
            {COMMERCE_TEXT.toCourse}
          </ButtonLink>
        </div>
      </section>
    );
  }

  return (
    <form
      className={`${styles.card} ${styles.narrow}`}
      aria-label={COMMERCE_TEXT.paymentTitle}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <dl className={styles.facts}>
        <dt className={styles.term}>{COMMERCE_TEXT.product}</dt>
        <dd className={styles.value}>
          <strong>{product.name}</strong>（{kind}）
        </dd>
        {product.durationDays !== null ? (
          <>
            <dt className={styles.term}>{COMMERCE_TEXT.validityTerm}</dt>
            <dd className={styles.value}>{vipDurationLabel(product.durationDays)}</dd>
          </>
        ) : null}
        <dt className={styles.term}>{COMMERCE_TEXT.amount}</dt>
        <dd className={styles.value}>
          <PriceTag price={product.price} originalPrice={product.originalPrice} size="large" />
        </dd>
      </dl>
      {product.description ? <p className={styles.muted}>{product.description}</p> : null}
      <TextField
        label={COMMERCE_TEXT.inviteCode}
        value={inviteCode}
        onChange={(value) => {
          setInviteCode(value);
          if (inviteError) setInviteError(undefined);
        }}
        hint={COMMERCE_TEXT.inviteCodeHint}
        error={inviteError}
        maxLength={32}
        autoComplete="off"
        disabled={creating}
      />
      <PayMethodPicker value={method} onChange={setMethod} disabled={creating} />
      <p className={styles.muted}>{COMMERCE_TEXT.amountHint}</p>
      {order.failure ? (
        <p className={styles.formError} role="alert">
          {order.failure.message}
        </p>
      ) : null}
      <div className={styles.actions}>
        {view.loggedIn ? (
          <Button type="submit" size="large" tone={target.kind === "vip" ? "vip" : "primary"} loading={creating}>
            {creating ? COMMERCE_TEXT.placing : COMMERCE_TEXT.payNow}
          </Button>
        ) : (
          <ButtonLink href={loginRedirectPath(current)} onNavigate={onNavigate} size="large">
            {COMMERCE_TEXT.loginToPay}
          </ButtonLink>
        )}
        {order.failure?.status === 409 && target.kind === "course" ? (
          <ButtonLink href={courseHref} onNavigate={onNavigate} tone="neutral">
            {COMMERCE_TEXT.toCourse}
          </ButtonLink>
        ) : null}
      </div>
    </form>
  );
}
