import type { OrgConfig, OrgLoginParams, ResolvedOrgConfig } from "./org.schema";
import { OrgLoginParamsMissing, type OrgLoginParamsResult } from "./org-login-params-missing";

/** spec §3 organisation config table (isShowAi from the org-info reading, shown unless 0). */
export const DEFAULT_ORG_CONFIG: ResolvedOrgConfig = {
  isShowTop: 1,
  isShowLogo: 1,
  logo: "",
  logoPc: "",
  menu: [1, 2, 3, 4, 5, 6, 7],
  defaultPage: "1",
  isShowSideBar: 1,
  isShowAi: 1,
  isIframe: 0,
  courseMode: 2,
  caseDetailMode: 1,
  policyDetailMode: 1,
  isShowCaseDetailAd: 1,
  isShowDownload: 0,
  isShowPrint: 0,
  extendCourseMode: 1,
};

/** Fill every missing (undefined or null) field of an organisation config with its default. */
export const resolveOrgConfig = (partial: OrgConfig | null | undefined): ResolvedOrgConfig => {
  const given = partial ?? {};
  const merged: Record<string, unknown> = { ...DEFAULT_ORG_CONFIG };
  for (const [key, value] of Object.entries(given)) {
    if (value !== undefined && value !== null) merged[key] = value;
  }
  return {
    ...(merged as unknown as ResolvedOrgConfig),
    defaultPage: String(merged.defaultPage),
  };
};

type QueryValue = string | null | undefined | ReadonlyArray<string | null | undefined>;

const firstValue = (value: QueryValue): string => {
  const single = Array.isArray(value) ? value[0] : value;
  return typeof single === "string" ? single : "";
};

/**
 * spec §5: read orgId, content and secret from a route query. All three must be present;
 * spaces in content and secret are turned into `+` (a `+` in a query string arrives as a space).
 */
export const orgLoginParams = (query: Readonly<Record<string, QueryValue>>): OrgLoginParamsResult<OrgLoginParams> => {
  const orgId = firstValue(query.orgId);
  const content = firstValue(query.content);
  const secret = firstValue(query.secret);
  const missing = (
    [
      ["orgId", orgId],
      ["content", content],
      ["secret", secret],
    ] as const
  )
    .filter(([, value]) => value === "")
    .map(([name]) => name);
  if (missing.length > 0) return { _tag: "Left", left: new OrgLoginParamsMissing({ missing }) };
  return {
    _tag: "Right",
    right: { orgId, content: content.replaceAll(" ", "+"), secret: secret.replaceAll(" ", "+") },
  };
};

/**
 * spec §4: a logged-in organisation session asked to log into another organisation is rejected.
 * True only when an organisation is stored and it differs from the requested one.
 */
export const orgChanged = (
  storedOrgId: string | number | null | undefined,
  requestedOrgId: string | number | null | undefined,
): boolean => {
  if (storedOrgId === null || storedOrgId === undefined || storedOrgId === "") return false;
  return String(storedOrgId) !== String(requestedOrgId ?? "");
};

/** Which parts of the page frame an organisation's config shows (spec §2, §6). */
export interface OrgFrame {
  readonly showTopBar: boolean;
  readonly showLogo: boolean;
  /** The organisation's own logo, or null for the site's. */
  readonly logo: string | null;
  readonly showSideBar: boolean;
  readonly showAi: boolean;
  /** The 返回 button: only for an organisation logged in with an embedded (iframe) config. */
  readonly showBackButton: boolean;
  /** In iframe mode the centre opens in the same window at /center, otherwise in a new page. */
  readonly centreInNewWindow: boolean;
  /** Allowed main-menu ids; null means the whole menu. */
  readonly menuIds: ReadonlyArray<number> | null;
}

/** spec §6: top bar, logo, side bar and AI entrance each hide when their flag is 0; only for organisation logins. */
export const orgFrame = (isOrgLogin: boolean, config: ResolvedOrgConfig): OrgFrame => {
  if (!isOrgLogin) {
    return {
      showTopBar: true,
      showLogo: true,
      logo: null,
      showSideBar: true,
      showAi: true,
      showBackButton: false,
      centreInNewWindow: true,
      menuIds: null,
    };
  }
  const embedded = config.isIframe === 1;
  return {
    showTopBar: config.isShowTop !== 0,
    showLogo: config.isShowLogo !== 0,
    logo: config.logoPc || config.logo || null,
    showSideBar: config.isShowSideBar !== 0,
    showAi: config.isShowAi !== 0,
    showBackButton: embedded,
    centreInNewWindow: !embedded,
    menuIds: config.menu,
  };
};
