import { EmptyState, FilterChips } from "@taxlearn/ui";
import { PageHeading } from "../../../components/page-heading";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { readText } from "../../../lib/list-params";
import { CONTENT_TEXT } from "../content.messages";
import { customFileDetailsPath } from "../shared/content-paths";
import * as layout from "../shared/layout.css";
import { PagedList } from "../shared/paged-list";
import { useListQuery } from "../shared/use-list-query";
import { CustomFileRow } from "./custom-file-card";
import { useThemes } from "./use-themes";

const ALL_THEMES = "";

/** /customFile/list?theme=&page=: every theme file, filtered by theme and paged in the address. */
export default function CustomFileListScreen() {
  const { params, page, pageSize, update } = useListQuery();
  const themes = useThemes();
  const theme = readText(params, "theme");
  const files = useApiQuery(
    (api) => api.customFileList({ theme: theme || undefined, page, pageSize }),
    [theme, page, pageSize],
  );
  return (
    <div className={layout.page}>
      <PageHeading title={CONTENT_TEXT.customFileListTitle} subtitle={CONTENT_TEXT.themesSubtitle} />
      <section className={layout.panelTight}>
        <FilterChips
          label={CONTENT_TEXT.filterTheme}
          options={[
            { value: ALL_THEMES, label: CONTENT_TEXT.all },
            ...themes.map((name) => ({ value: name, label: name })),
          ]}
          value={theme}
          onChange={(value) => update({ theme: value })}
        />
      </section>
      <section className={layout.panel} aria-label={CONTENT_TEXT.customFileListTitle}>
        <QueryView query={files}>
          {(data) => (
            <PagedList
              data={data}
              update={update}
              empty={<EmptyState title={CONTENT_TEXT.emptyList} />}
              renderItem={(file) => <CustomFileRow key={file.id} file={file} href={customFileDetailsPath(file.id)} />}
            />
          )}
        </QueryView>
      </section>
    </div>
  );
}
