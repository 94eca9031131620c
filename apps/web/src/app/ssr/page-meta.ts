import { matchRoute, routeTitle, textOfTagFreeHtml } from "@taxlearn/core";
import type { ServerCall } from "../../lib/ssr/prefetched-data";
import { SITE_NAME } from "../router/guarded-routes";

/** What a server-rendered page says about itself in `<head>`: title, description, canonical URL, Open Graph. */
export interface PageMeta {
  readonly title: string;
  readonly description: string;
  /** path and the query that names the content (id, pT): the canonical URL is the site's origin plus this */
  readonly canonicalPath: string;
  readonly ogType: "website" | "article";
  readonly image: string | null;
  /** 404 when the detail page's content does not exist */
  readonly status: 200 | 404;
}

export const SITE_DESCRIPTION = "财税学习平台：出口退税、增值税、企业所得税、个人所得税等财税课程、政策解读与案例库";

/** The detail call whose answer names a detail page, by route name. */
const DETAIL_CALLS: Readonly<Record<string, string>> = {
  courseDetails: "onlineProductDetail",
  policyDetails: "onlineNewsDetail",
  casebookDetails: "onlineNewsDetail",
  caimiaoCustomDetails: "customFileDetail",
};

const DESCRIPTION_LENGTH = 120;

/** Plain text of a rich-text body (the server already sanitised it), for a description. */
export const plainText = (html: string): string => textOfTagFreeHtml(html.replace(/<[^>]*>/g, " "));

const clip = (text: string): string =>
  text.length > DESCRIPTION_LENGTH ? `${text.slice(0, DESCRIPTION_LENGTH - 1)}…` : text;

const text = (value: unknown): string => (typeof value === "string" ? value : "");

interface DetailFields {
  readonly title: string;
  readonly description: string;
  readonly image: string | null;
}

const detailFields = (data: Record<string, unknown>): DetailFields => {
  const title = text(data.title) || text(data.productName);
  const summary = text(data.summary) || text(data.productInfo);
  const body = plainText(text(data.contentHtml) || text(data.detailHtml));
  const image = text(data.cover) || text(data.imageH) || text(data.image);
  return { title, description: clip(summary || body || title), image: image || null };
};

/** The canonical form of a URL: its path with only the query that names the content. */
export const canonicalPath = (pathname: string, search: string): string => {
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of ["id", "pT"]) {
    const value = query.get(key);
    if (value) kept.set(key, value);
  }
  const rest = kept.toString();
  return rest ? `${pathname}?${rest}` : pathname;
};

/** The head of a server-rendered page, from its route and the calls its screen made while rendering. */
export function pageMeta(name: string, pathname: string, search: string, calls: ReadonlyArray<ServerCall>): PageMeta {
  const match = matchRoute(pathname);
  const routeName = match ? routeTitle(match) : "";
  const base = {
    canonicalPath: canonicalPath(pathname, search),
    image: null,
    status: 200 as const,
  };
  const detailCall = DETAIL_CALLS[name];
  if (detailCall) {
    const call = calls.find((entry) => entry.name === detailCall);
    if (call?.settled.status === "success" && call.settled.data && typeof call.settled.data === "object") {
      const fields = detailFields(call.settled.data as Record<string, unknown>);
      return {
        ...base,
        title: `${fields.title || routeName} - ${SITE_NAME}`,
        description: fields.description || SITE_DESCRIPTION,
        ogType: "article",
        image: fields.image,
      };
    }
    // the detail does not exist (or its id is not one): the screen shows its own not-found text
    const missing = !call || (call.settled.status === "error" && call.settled.code === 404);
    return {
      ...base,
      title: `${routeName} - ${SITE_NAME}`,
      description: SITE_DESCRIPTION,
      ogType: "article",
      status: missing ? 404 : 200,
    };
  }
  return {
    ...base,
    title: name === "home" || !routeName ? SITE_NAME : `${routeName} - ${SITE_NAME}`,
    description: name === "home" ? SITE_DESCRIPTION : `${routeName}：${SITE_DESCRIPTION}`,
    ogType: "website",
  };
}
