import { readOrgState } from "../../lib/org/org-storage";
import { cookieTokenOf } from "../../lib/session/session-cookie";
import type { InitialSession } from "../../lib/session/session-provider";
import type { EmbeddedPage } from "../../lib/ssr/prefetched-data";

/** How the browser takes over a page: hydrate the server's HTML (with the login it was drawn for), or draw anew. */
export type HydrationPlan =
  | { readonly kind: "hydrate"; readonly page: EmbeddedPage; readonly initialSession: InitialSession | null }
  | { readonly kind: "render" };

/**
 * The server draws a public page as a visitor sees it, and a learner's own page with the login its cookie carried
 * (decision 128). The browser hydrates only a tree it would draw itself: an organisation's session (its own frame,
 * menus, iframe mode) draws from scratch, and so does a learner's page drawn for a login storage no longer holds
 * (a logout or another login since the request).
 */
export function hydrationPlan(page: EmbeddedPage | null, storage: Storage, cookieToken: string | null): HydrationPlan {
  if (!page || readOrgState(storage).isOrgLogin) return { kind: "render" };
  if (!page.session) return { kind: "hydrate", page, initialSession: null };
  const token = cookieTokenOf(storage);
  if (token === null || token !== cookieToken) return { kind: "render" };
  return {
    kind: "hydrate",
    page,
    initialSession: { token, username: page.session.username, profile: page.session.profile },
  };
}
