import { type AdminVipProductData, adminVipProductList, adminVipProductSave } from "@taxlearn/api/admin";
import { AdminTable, Button, TextArea, TextField } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { useApi } from "../../../lib/api/app-services";
import * as styles from "../admin.css";
import { FormFooter, SelectField } from "../content-form";
import { useSaveForm } from "../use-save-form";
import { FaqPanel } from "./faq-panel";

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
  const [editing, setEditing] = useState<Draft | null>(null);
  const done = () => {
    setEditing(null);
    list.retry();
  };
  return (
    <div className={styles.stack}>
      {editing && list.status === "success" ? (
        <ProductForm draft={editing} orgs={list.data.orgs} onDone={done} />
      ) : (
        <div className={styles.actions}>
          <Button onClick={() => setEditing(draftOf(null))}>新建会员商品</Button>
        </div>
      )}
      <QueryView query={list}>
        {({ products }) => (
          <AdminTable
            caption="会员商品"
            emptyText="还没有会员商品"
            columns={[
              { key: "name", title: "名称" },
              { key: "price", title: "价格" },
              { key: "days", title: "有效天数" },
              { key: "scope", title: "适用" },
              { key: "state", title: "状态" },
              { key: "sold", title: "已开通" },
              { key: "action", title: "操作" },
            ]}
            rows={products.map((p) => ({
              key: String(p.id),
              cells: {
                name: p.name,
                price: Number(p.otPrice) > 0 ? `¥${p.price}（原价 ¥${p.otPrice}）` : `¥${p.price}`,
                days: `${p.durationDays} 天`,
                scope: p.orgId === null ? "全部学员" : `机构 ${p.orgId} 专属`,
                state: p.onSale ? "在售" : "已下架",
                sold: `${p.memberships} 人次`,
                action: (
                  <Button size="small" tone="secondary" onClick={() => setEditing(draftOf(p))}>
                    编辑
                  </Button>
                ),
              },
            }))}
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
  const api = useApi();
  const [draft, setDraft] = useState(initial);
  const set = (key: string) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const { error, busy, submit } = useSaveForm(() => api.call(adminVipProductSave, draft as never), onDone);
  const heading = draft.id ? `编辑会员商品 ${draft.id}` : "新建会员商品";
  return (
    <form className={styles.panel} onSubmit={submit} aria-label={heading}>
      <h2 className={styles.panelTitle}>{heading}</h2>
      <div className={styles.filters}>
        <TextField label="名称" value={draft.name!} onChange={set("name")} required />
        <TextField label="价格（元）" value={draft.price!} onChange={set("price")} inputMode="decimal" required />
        <TextField label="原价（元）" value={draft.otPrice!} onChange={set("otPrice")} inputMode="decimal" />
        <TextField label="有效天数" value={draft.durationDays!} onChange={set("durationDays")} inputMode="numeric" />
        <SelectField
          label="适用"
          value={draft.orgId!}
          onChange={set("orgId")}
          options={[{ id: "", name: "全部学员" }, ...orgs.map((o) => ({ id: o.id, name: `${o.name} 专属` }))]}
        />
        <TextField label="排序" value={draft.sort!} onChange={set("sort")} inputMode="numeric" />
        <SelectField
          label="状态"
          value={draft.onSale!}
          onChange={set("onSale")}
          options={[
            { id: "1", name: "在售" },
            { id: "0", name: "下架（/vip 不再显示，已开通的不受影响）" },
          ]}
        />
      </div>
      <TextArea label="会员权益（每行一项）" value={draft.rights!} onChange={set("rights")} maxLength={400} />
      <TextArea label="说明" value={draft.description!} onChange={set("description")} maxLength={200} />
      <p className={styles.muted}>修改价格只影响之后的订单：已下单的订单按下单时的金额支付。</p>
      <FormFooter error={error} busy={busy} submitLabel="保存" onCancel={onDone} />
    </form>
  );
}
