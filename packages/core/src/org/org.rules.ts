import { Either } from "effect";
import { type OrgConfig, type OrgLoginParams, OrgLoginParamsMissing, type ResolvedOrgConfig } from "./org.schema";

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
export const orgLoginParams = (
  query: Readonly<Record<string, QueryValue>>,
): Either.Either<OrgLoginParams, OrgLoginParamsMissing> => {
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
  if (missing.length > 0) return Either.left(new OrgLoginParamsMissing({ missing }));
  return Either.right({ orgId, content: content.replaceAll(" ", "+"), secret: secret.replaceAll(" ", "+") });
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
