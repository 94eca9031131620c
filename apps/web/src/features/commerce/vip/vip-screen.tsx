import type { ApiResult, UserInfoData } from "@taxlearn/api";
import {
  ButtonLink,
  EmptyState,
  FaqAccordion,
  PageColumn,
  Tiles,
  VipBanner,
  VipProductCard,
  VipRightsGrid,
} from "@taxlearn/ui";
import { useRef } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useNavigateHandler } from "../../../hooks/use-navigate-handler";
import { useSession } from "../../../lib/session/session-provider";
import { COMMERCE_TEXT } from "../commerce.messages";
import * as styles from "../shared/commerce.css";
import { paymentPath } from "../shared/commerce-paths";
import { type ActiveMembership, activeMembership } from "../shared/membership";
import { groupVipRights } from "./vip-rights";

/** /vip: the VIP banner (spec §2), the learner's membership, the products on sale, the rights by type and the FAQ. */
export default function VipScreen() {
  const { view } = useSession();
  const productsRef = useRef<HTMLElement>(null);
  const user = useApiQuery(
    async (api): Promise<ApiResult<UserInfoData | null>> => {
      if (view.loggedIn) return api.userInfo();
      return { status: 200, success: true, msg: "", data: null };
    },
    [view.loggedIn],
  );
  const membership = user.status === "success" && user.data ? activeMembership(user.data, new Date()) : null;
  return (
    <>
      <VipBanner
        title={COMMERCE_TEXT.bannerTitle}
        subtitle={COMMERCE_TEXT.bannerSubtitle}
        actionLabel={membership ? COMMERCE_TEXT.renew : COMMERCE_TEXT.bannerAction}
        onAction={() => productsRef.current?.scrollIntoView({ behavior: "smooth" })}
      />
      <PageColumn className={styles.page}>
        <section ref={productsRef} className={styles.section} aria-labelledby="vip-products">
          <h2 id="vip-products" className={styles.sectionTitle}>
            {COMMERCE_TEXT.products}
          </h2>
          <VipProducts currentProductId={membership?.productId ?? null} />
          {/* after the products, not above them: the server's page is an anonymous visitor's, and a member's status
              appearing above the list would push the whole list down once the session is known */}
          {membership ? <MembershipStatus membership={membership} /> : null}
        </section>
        <section className={styles.section} aria-labelledby="vip-rights">
          <h2 id="vip-rights" className={styles.sectionTitle}>
            {COMMERCE_TEXT.rights}
          </h2>
          <VipRights />
        </section>
        <section className={styles.section} aria-labelledby="vip-faq">
          <h2 id="vip-faq" className={styles.sectionTitle}>
            {COMMERCE_TEXT.faq}
          </h2>
          <VipFaq />
        </section>
      </PageColumn>
    </>
  );
}

function MembershipStatus({ membership }: { membership: ActiveMembership }) {
  const onNavigate = useNavigateHandler();
  return (
    <section className={styles.membership} aria-label={COMMERCE_TEXT.membershipActive(membership.name)}>
      <div>
        <p className={styles.membershipName}>{COMMERCE_TEXT.membershipActive(membership.name)}</p>
        <p className={styles.muted}>{COMMERCE_TEXT.membershipValidity(membership.start, membership.end)}</p>
      </div>
      {membership.productId !== null ? (
        <ButtonLink href={paymentPath({ kind: "vip", id: membership.productId })} onNavigate={onNavigate} tone="vip">
          {COMMERCE_TEXT.renew}
        </ButtonLink>
      ) : null}
    </section>
  );
}

function VipProducts({ currentProductId }: { currentProductId: number | null }) {
  const { view } = useSession();
  const onNavigate = useNavigateHandler();
  // an organisation member also sees the organisation's own products: re-read on login / logout
  const products = useApiQuery((api) => api.vipProducts(), [view.loggedIn]);
  return (
    <QueryView query={products} errorTitle={COMMERCE_TEXT.loadFailed}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState title={COMMERCE_TEXT.productsEmpty} />
        ) : (
          <Tiles columns={3} narrowColumns={1} space="large" as="ul">
            {list.map((product) => (
              <li key={product.id}>
                <VipProductCard
                  product={product}
                  href={paymentPath({ kind: "vip", id: product.id })}
                  onNavigate={onNavigate}
                  current={product.id === currentProductId}
                />
              </li>
            ))}
          </Tiles>
        )
      }
    </QueryView>
  );
}

function VipRights() {
  const rights = useApiQuery(async (api) => {
    const [all, types] = await Promise.all([api.vipRightsAll(), api.dictDetailList({ name: "vip_rights_type" })]);
    if (!all.success) return all;
    if (!types.success) return types;
    return { ...all, data: groupVipRights(all.data, types.data) };
  }, []);
  return (
    <QueryView query={rights} errorTitle={COMMERCE_TEXT.loadFailed}>
      {(groups) => <VipRightsGrid groups={groups} />}
    </QueryView>
  );
}

function VipFaq() {
  const faq = useApiQuery((api) => api.faqList(), []);
  return (
    <QueryView query={faq} errorTitle={COMMERCE_TEXT.loadFailed}>
      {(items) => (items.length === 0 ? <EmptyState /> : <FaqAccordion items={items} />)}
    </QueryView>
  );
}
