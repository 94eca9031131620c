import { type AdminCollectionData, type AdminCollectionKind, adminCollectionList } from "@taxlearn/api/admin";
import { TextField } from "@taxlearn/ui";
import { QueryView } from "../../../components/query-view";
import * as styles from "../admin.css";
import { ADMIN_TEXT } from "../admin.messages";
import { when } from "../admin-format";
import { ConsoleTable, RowButton } from "../console-table";
import { SelectField } from "../content-form";
import { SearchForm } from "../search-form";
import { useConsoleList, useEditing } from "../use-console-list";
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
  const collections = useConsoleList({ kind: "theme", keyword: "" }, (api, { query, page }) =>
    api.call(adminCollectionList, {
      kind: query.kind as AdminCollectionKind,
      keyword: query.keyword,
      page,
      pageSize: PAGE_SIZE,
    }),
  );
  const { editing, edit, done } = useEditing<{ item: AdminCollectionData | null }>(collections.refresh);
  const kind = collections.query.kind as AdminCollectionKind;
  const noun = kind === "theme" ? COLLECTION_TEXT.theme : COLLECTION_TEXT.courseList;
  return (
    <div className={styles.stack}>
      <QueryView query={collections.list}>
        {({ options, page: found }) =>
          editing ? (
            <CollectionForm
              key={editing.item?.id ?? "new"}
              kind={kind}
              item={editing.item}
              options={options}
              onDone={done}
            />
          ) : (
            <>
              <SearchForm
                onSearch={collections.search}
                newLabel={COLLECTION_TEXT.newItem(noun)}
                onNew={() => edit({ item: null })}
              >
                <SelectField
                  label={ADMIN_TEXT.kind}
                  value={collections.draft.kind}
                  onChange={collections.set("kind")}
                  options={KINDS}
                />
                <TextField
                  label={ADMIN_TEXT.title}
                  value={collections.draft.keyword}
                  onChange={collections.set("keyword")}
                />
              </SearchForm>
              <ConsoleTable
                heading={COLLECTION_TEXT.listCount(noun, found.total)}
                caption={noun}
                emptyText={COLLECTION_TEXT.none(noun)}
                columns={[
                  {
                    key: "title",
                    title: ADMIN_TEXT.title,
                    cell: (item) => (
                      <a className={styles.link} href={learnerLink(item)} target="_blank" rel="noreferrer">
                        {item.title}
                      </a>
                    ),
                  },
                  {
                    key: "group",
                    title: kind === "theme" ? COLLECTION_TEXT.group : COLLECTION_TEXT.audience,
                    cell: (item) => (item.kind === "theme" ? item.theme : item.audience),
                  },
                  { key: "courses", title: COLLECTION_TEXT.courseCount, cell: (item) => item.courseIds.length },
                  {
                    key: "scope",
                    title: COLLECTION_TEXT.visibility,
                    cell: (item) =>
                      item.orgId
                        ? (options.orgs.find((o) => o.id === item.orgId)?.name ?? COLLECTION_TEXT.orgNumber(item.orgId))
                        : ADMIN_TEXT.everyone,
                  },
                  {
                    key: "when",
                    title: kind === "theme" ? COLLECTION_TEXT.publishedAt : ADMIN_TEXT.sortOrder,
                    cell: (item) => (item.publishedAt ? when(item.publishedAt) : item.sort),
                  },
                  {
                    key: "action",
                    title: ADMIN_TEXT.action,
                    cell: (item) => <RowButton onClick={() => edit({ item })}>{ADMIN_TEXT.edit}</RowButton>,
                  },
                ]}
                items={found.list}
                rowKey={(item) => String(item.id)}
                paging={{
                  total: found.total,
                  page: collections.page,
                  pageSize: PAGE_SIZE,
                  onPageChange: collections.setPage,
                }}
              />
            </>
          )
        }
      </QueryView>
    </div>
  );
}
