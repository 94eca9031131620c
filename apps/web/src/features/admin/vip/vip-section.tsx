import { type AdminVipProductData, adminVipProductList, adminVipProductSave } from "@taxlearn/api/admin";
import { Button, TextArea, TextField } from "@taxlearn/ui";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { ConsoleTable, RowButton } from "../console-table";
import { FormFooter, SelectField } from "../content-form";
import { useEditing } from "../use-console-list";
import { useDraftForm } from "../use-save-form";
import { FaqPanel } from "./faq-panel";
import { VIP_TEXT } from "./vip.messages";

type Draft = Record<string, string>;

const draftOf = (product: AdminVipProductData | null): Draft => ({
  ...(product ? { id: String(product.id) } : {}),
  name: product?.name ?? "",
  price: product?.price ?? "",
  otPrice: product?.otPrice ?? "",
  durationDays: String(product?.durationDays ?? 365),
  description: product?.description ?? "",
  rights: (product?.rights ?? []).join("\n"),
  orgId: product?.orgId ? String(product.orgId) : "",
  sort: String(product?.sort ?? 0),
  onSale: product && !product.onSale ? "0" : "1",
});

/**
 * /admin/vip (finance, admin): the VIP products learners buy on /vip — price, duration, rights, an organisation's
 * own products, on or off sale — and the FAQ under them. Edits change what is sold from now on; placed orders keep
 * their amount and memberships their end date.
 */
export default function VipSection() {
  const list = useApiQuery((api) => api.call(adminVipProductList, {}), []);
  const { editing, edit, done } = useEditing<Draft>(list.retry);
  return (
    <div className={styles.stack}>
      {editing && list.status === "success" ? (
        <ProductForm draft={editing} orgs={list.data.orgs} onDone={done} />
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => edit(draftOf(null))}>{VIP_TEXT.newProduct}</Button>
        </div>
      )}
      <QueryView query={list}>
        {({ products }) => (
          <ConsoleTable
            caption={VIP_TEXT.list}
            emptyText={VIP_TEXT.none}
            columns={[
              { key: "name", title: VIP_TEXT.name, cell: (p) => p.name },
              {
                key: "price",
                title: ADMIN_TEXT.price,
                cell: (p) => (Number(p.otPrice) > 0 ? VIP_TEXT.priceWithOriginal(p.price, p.otPrice) : `¥${p.price}`),
              },
              { key: "days", title: VIP_TEXT.days, cell: (p) => VIP_TEXT.dayCount(p.durationDays) },
              {
                key: "scope",
                title: VIP_TEXT.scope,
                cell: (p) => (p.orgId === null ? VIP_TEXT.allLearners : VIP_TEXT.orgOnly(p.orgId)),
              },
              {
                key: "state",
                title: ADMIN_TEXT.status,
                cell: (p) => (p.onSale ? ADMIN_TEXT.onSale : VIP_TEXT.withdrawn),
              },
              { key: "sold", title: VIP_TEXT.memberships, cell: (p) => VIP_TEXT.membershipCount(p.memberships) },
              {
                key: "action",
                title: ADMIN_TEXT.action,
                cell: (p) => <RowButton onClick={() => edit(draftOf(p))}>{ADMIN_TEXT.edit}</RowButton>,
              },
            ]}
            items={products}
            rowKey={(p) => String(p.id)}
          />
        )}
      </QueryView>
      <FaqPanel />
    </div>
  );
}

function ProductForm({
  draft: initial,
  orgs,
  onDone,
}: {
  draft: Draft;
  orgs: ReadonlyArray<{ id: number; name: string }>;
  onDone: () => void;
}) {
  const { draft, set, error, busy, submit } = useDraftForm(
    initial,
    (api, draft) => api.call(adminVipProductSave, draft as never),
    onDone,
  );
  const heading = draft.id ? VIP_TEXT.editProduct(draft.id) : VIP_TEXT.newProduct;
  return (
    <form className={styles.panel} onSubmit={submit} aria-label={heading}>
      <h2 className={styles.panelTitle}>{heading}</h2>
      <div className={styles.filters}>
        <TextField label={VIP_TEXT.name} value={draft.name!} onChange={set("name")} required />
        <TextField
          label={ADMIN_TEXT.priceYuan}
          value={draft.price!}
          onChange={set("price")}
          inputMode="decimal"
          required
        />
        <TextField
          label={ADMIN_TEXT.originalPriceYuan}
          value={draft.otPrice!}
          onChange={set("otPrice")}
          inputMode="decimal"
        />
        <TextField
          label={VIP_TEXT.days}
          value={draft.durationDays!}
          onChange={set("durationDays")}
          inputMode="numeric"
        />
        <SelectField
          label={VIP_TEXT.scope}
          value={draft.orgId!}
          onChange={set("orgId")}
          options={[
            { id: "", name: VIP_TEXT.allLearners },
            ...orgs.map((o) => ({ id: o.id, name: VIP_TEXT.orgOwned(o.name) })),
          ]}
        />
        <TextField label={ADMIN_TEXT.sortOrder} value={draft.sort!} onChange={set("sort")} inputMode="numeric" />
        <SelectField
          label={ADMIN_TEXT.status}
          value={draft.onSale!}
          onChange={set("onSale")}
          options={[
            { id: "1", name: ADMIN_TEXT.onSale },
            { id: "0", name: VIP_TEXT.withdrawHint },
          ]}
        />
      </div>
      <TextArea label={VIP_TEXT.benefits} value={draft.rights!} onChange={set("rights")} maxLength={400} />
      <TextArea label={VIP_TEXT.description} value={draft.description!} onChange={set("description")} maxLength={200} />
      <p className={styles.muted}>{VIP_TEXT.priceNote}</p>
      <FormFooter error={error} busy={busy} submitLabel={ADMIN_TEXT.save} onCancel={onDone} />
    </form>
  );
}
