import { type AdminCollectionData, type AdminCollectionKind, adminCollectionList } from "@taxlearn/api/admin";
import { AdminTable, Button, Pagination, TextField } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import * as styles from "../admin.css";
import { when } from "../admin-format";
import { SelectField } from "../content-form";
import { SearchForm } from "../search-form";
import { CollectionForm } from "./collection-form";

const KINDS: ReadonlyArray<{ id: AdminCollectionKind; name: string }> = [
  { id: "theme", name: "专题" },
  { id: "kedan", name: "课单" },
];
const PAGE_SIZE = 10;

/** Where a learner meets it (a theme's detail, a course list's detail). */
const learnerLink = (item: AdminCollectionData) =>
  item.kind === "theme" ? `/caimiao-custom/details?id=${item.id}` : `/kedan/detail/${item.id}`;

/** /admin/collections (editor, admin): themes (专题) and course lists (课单), created and edited, live at once. */
export default function CollectionsSection() {
  const [kind, setKind] = useState<AdminCollectionKind>("theme");
  const [keyword, setKeyword] = useState("");
  const [query, setQuery] = useState({ kind: "theme" as AdminCollectionKind, keyword: "" });
  const [page, setPage] = useState(1);
  const list = useApiQuery(
    (api) => api.call(adminCollectionList, { ...query, page, pageSize: PAGE_SIZE }),
    [query.kind, query.keyword, page],
  );
  const [editing, setEditing] = useState<{ item: AdminCollectionData | null } | null>(null);
  const noun = query.kind === "theme" ? "专题" : "课单";
  return (
    <div className={styles.stack}>
      <QueryView query={list}>
        {({ options, page: found }) =>
          editing ? (
            <CollectionForm
              key={editing.item?.id ?? "new"}
              kind={query.kind}
              item={editing.item}
              options={options}
              onDone={() => {
                setEditing(null);
                list.retry();
              }}
            />
          ) : (
            <>
              <SearchForm
                onSearch={() => {
                  setPage(1);
                  setQuery({ kind, keyword: keyword.trim() });
                }}
                newLabel={`新建${noun}`}
                onNew={() => setEditing({ item: null })}
              >
                <SelectField
                  label="类别"
                  value={kind}
                  onChange={(k) => setKind(k as AdminCollectionKind)}
                  options={KINDS}
                />
                <TextField label="标题" value={keyword} onChange={setKeyword} />
              </SearchForm>
              <h2 className={styles.panelTitle}>
                {noun}（共 {found.total} 个）
              </h2>
              <AdminTable
                caption={noun}
                emptyText={`没有符合条件的${noun}`}
                columns={[
                  { key: "title", title: "标题" },
                  { key: "group", title: query.kind === "theme" ? "所属专题" : "适合人群" },
                  { key: "courses", title: "课程数" },
                  { key: "scope", title: "可见范围" },
                  { key: "when", title: query.kind === "theme" ? "发布时间" : "排序" },
                  { key: "action", title: "操作" },
                ]}
                rows={found.list.map((item) => ({
                  key: String(item.id),
                  cells: {
                    title: (
                      <a className={styles.link} href={learnerLink(item)} target="_blank" rel="noreferrer">
                        {item.title}
                      </a>
                    ),
                    group: item.kind === "theme" ? item.theme : item.audience,
                    courses: item.courseIds.length,
                    scope: item.orgId
                      ? (options.orgs.find((o) => o.id === item.orgId)?.name ?? `机构 ${item.orgId}`)
                      : "所有人",
                    when: item.publishedAt ? when(item.publishedAt) : item.sort,
                    action: (
                      <Button size="small" tone="secondary" onClick={() => setEditing({ item })}>
                        编辑
                      </Button>
                    ),
                  },
                }))}
              />
              <Pagination total={found.total} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />
            </>
          )
        }
      </QueryView>
    </div>
  );
}
