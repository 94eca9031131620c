import { EmptyState, FilterChips, PageColumn, Tiles } from "@taxlearn/ui";
import { Link } from "react-router";
import { QueryView } from "../../../components/query-view";
import { useApiQuery } from "../../../hooks/use-api-query";
import { readText } from "../../../lib/list-params";
import { CONTENT_TEXT } from "../content.messages";
import { customFileListPath, customFileReadingPath } from "../shared/content-paths";
import * as layout from "../shared/layout.css";
import { useListQuery } from "../shared/use-list-query";
import * as styles from "./custom.css";
import { CustomFileCard } from "./custom-file-card";
import { useThemes } from "./use-themes";

/** /customFile?theme=: one theme's landing page (the first theme when none is chosen), its files in reading view. */
export default function CustomFileScreen() {
  const { params, update } = useListQuery();
  const themes = useThemes();
  const chosen = readText(params, "theme");
  const theme = chosen || themes[0] || "";
  return (
    <PageColumn className={layout.page}>
      <header className={styles.banner}>
        <h1 className={styles.bannerTitle}>{theme || CONTENT_TEXT.customFileTitle}</h1>
        <p className={styles.bannerText}>{CONTENT_TEXT.themesSubtitle}</p>
      </header>
      {themes.length > 1 ? (
        <section className={layout.panelTight}>
          <FilterChips
            label={CONTENT_TEXT.filterTheme}
            options={themes.map((name) => ({ value: name, label: name }))}
            value={theme}
            onChange={(value) => update({ theme: value })}
          />
        </section>
      ) : null}
      {theme ? <ThemeFiles key={theme} theme={theme} /> : null}
    </PageColumn>
  );
}

function ThemeFiles({ theme }: { theme: string }) {
  const files = useApiQuery((api) => api.customFileList({ theme, page: 1, pageSize: 20 }), [theme]);
  return (
    <section className={layout.panel} aria-label={theme}>
      <QueryView query={files}>
        {(data) =>
          data.list.length === 0 ? (
            <EmptyState title={CONTENT_TEXT.emptyList} />
          ) : (
            <>
              <Tiles as="ul" minTileWidth="small">
                {data.list.map((file) => (
                  <li key={file.id}>
                    <CustomFileCard file={file} href={customFileReadingPath(file.id)} />
                  </li>
                ))}
              </Tiles>
              <p>
                <Link className={layout.textLink} to={customFileListPath(theme)}>
                  {CONTENT_TEXT.withCount(CONTENT_TEXT.allFilesOfTheme, data.total)}›
                </Link>
              </p>
            </>
          )
        }
      </QueryView>
    </section>
  );
}
