import { matchRoute } from "@taxlearn/core";
import { Suspense, useEffect, useState } from "react";
import { Route, Routes } from "react-router";
import type { CommittedPage } from "./committed-page";
import { splitPath } from "./normalize-path";
import { ScreenErrorBoundary } from "./screen-error-boundary";
import { loadedScreen } from "./screens";

function ScreenAt({ page }: { page: CommittedPage }) {
  const { pathname, search } = splitPath(page.path);
  const Screen = loadedScreen(page.name);
  if (!Screen) return null;
  const pattern = matchRoute(pathname)?.matched.at(-1)?.path ?? "*";
  // Each screen sees its own location (a kept-alive page keeps the URL it was left at), with route params.
  return (
    <ScreenErrorBoundary resetKey={page.path}>
      <Suspense fallback={null}>
        <Routes location={{ pathname, search }}>
          <Route path={pattern} element={<Screen />} />
          <Route path="*" element={<Screen />} />
        </Routes>
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/**
 * The committed page. In an organisation's iframe mode (spec §4) the keep-alive routes (/course/list, /policy,
 * /casebook) stay mounted while hidden, so their filters, page and scroll survive a visit to a detail page.
 * `keepAlive` is the guard's verdict for the page just committed; `iframeOrg` whether caching applies at all.
 */
export function RouteScreen({
  page,
  keepAlive,
  iframeOrg,
}: {
  page: CommittedPage;
  keepAlive: boolean;
  iframeOrg: boolean;
}) {
  const [kept, setKept] = useState<ReadonlyArray<CommittedPage>>([]);
  useEffect(() => {
    if (!iframeOrg) {
      setKept((current) => (current.length === 0 ? current : []));
      return;
    }
    if (!keepAlive) return;
    setKept((current) =>
      current.some((entry) => entry.name === page.name)
        ? current.map((entry) => (entry.name === page.name ? page : entry))
        : [...current, page],
    );
  }, [page, keepAlive, iframeOrg]);
  // A stable order keyed by route name, so a kept page is never remounted when it becomes current again.
  const entries = kept.some((entry) => entry.name === page.name) ? kept : [...kept, page];
  return (
    <>
      {entries.map((entry) => (
        <div key={entry.name} hidden={entry.name !== page.name}>
          <ScreenAt page={entry.name === page.name ? page : entry} />
        </div>
      ))}
    </>
  );
}
