import { type AdminCollectionData, type AdminCollectionKind, adminCollectionList } from "@taxlearn/api/admin";
import { AdminTable, Button, Pagination, TextField } from "@taxlearn/ui";
import { useState } from "react";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { when } from "../admin-format";
import { SelectField } from "../content-form";
import { SearchForm } from "../search-form";
import { CollectionForm } from "./collection-form";
import { COLLECTION_TEXT } from "./collections.messages";

const KINDS: ReadonlyArray<{ id: AdminCollectionKind; name: string }> = [
  { id: "theme", name: COLLECTION_TEXT.theme },
  { id: "kedan", name: COLLECTION_TEXT.courseList },
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
  const noun = query.kind === "theme" ? COLLECTION_TEXT.theme : COLLECTION_TEXT.courseList;
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
                newLabel={COLLECTION_TEXT.newItem(noun)}
                onNew={() => setEditing({ item: null })}
              >
                <SelectField
                  label={ADMIN_TEXT.kind}
                  value={kind}
                  onChange={(k) => setKind(k as AdminCollectionKind)}
                  options={KINDS}
                />
                <TextField label={ADMIN_TEXT.title} value={keyword} onChange={setKeyword} />
              </SearchForm>
              <h2 className={styles.panelTitle}>{COLLECTION_TEXT.listCount(noun, found.total)}</h2>
              <AdminTable
                caption={noun}
                emptyText={COLLECTION_TEXT.none(noun)}
                columns={[
                  { key: "title", title: ADMIN_TEXT.title },
                  { key: "group", title: query.kind === "theme" ? COLLECTION_TEXT.group : COLLECTION_TEXT.audience },
                  { key: "courses", title: COLLECTION_TEXT.courseCount },
                  { key: "scope", title: COLLECTION_TEXT.visibility },
                  { key: "when", title: query.kind === "theme" ? COLLECTION_TEXT.publishedAt : ADMIN_TEXT.sortOrder },
                  { key: "action", title: ADMIN_TEXT.action },
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
                      ? (options.orgs.find((o) => o.id === item.orgId)?.name ?? COLLECTION_TEXT.orgNumber(item.orgId))
                      : ADMIN_TEXT.everyone,
                    when: item.publishedAt ? when(item.publishedAt) : item.sort,
                    action: (
                      <Button size="small" tone="secondary" onClick={() => setEditing({ item })}>
                        {ADMIN_TEXT.edit}
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
