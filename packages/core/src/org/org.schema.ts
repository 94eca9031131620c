import { Schema } from "effect";
import { Id, IdField, Nullish, NumericField } from "../shared/fields.schema";

/** An organisation's id, as a request carries it. */
export const OrgId = IdField.pipe(Schema.brand("OrgId"));
export type OrgId = typeof OrgId.Type;

/** spec §3 Organisation login response: either a token, or a company_id to hand back to the caller. */
export const OrgLoginResponse = Schema.Struct({
  token: Nullish(Schema.String),
  user_id: Nullish(Id),
  company_id: Nullish(Id),
  org_id: Nullish(Id),
  org_platform: Nullish(Schema.String),
  org_secret: Nullish(Schema.String),
  /**
   * A company-only link (no user in the payload): the single-use ticket that joins the learner who logs in or
   * registers next to that company (`POST /api/org/enrol`), when it expires (ISO time) and the organisation's name.
   */
  enrol_ticket: Nullish(Schema.String),
  enrol_expires_at: Nullish(Schema.String),
  org_name: Nullish(Schema.String),
});
export type OrgLoginResponse = typeof OrgLoginResponse.Type;

/** A 0/1 switch of the organisation config; text "0"/"1" is accepted too. */
const Flag = NumericField;

/**
 * spec §3 Organisation config as the API sends it: every field may be missing.
 * Both readings of the spec are covered (the config table, and the org-info fields incl. isShowAi).
 * `resolveOrgConfig` fills the defaults.
 */
export const OrgConfig = Schema.Struct({
  isShowTop: Nullish(Flag),
  isShowLogo: Nullish(Flag),
  logo: Nullish(Schema.String),
  logoPc: Nullish(Schema.String),
  menu: Nullish(Schema.Array(NumericField)),
  defaultPage: Nullish(Schema.Union(Schema.String, Schema.Number)),
  isShowSideBar: Nullish(Flag),
  isShowAi: Nullish(Flag),
  isIframe: Nullish(Flag),
  courseMode: Nullish(NumericField),
  caseDetailMode: Nullish(NumericField),
  policyDetailMode: Nullish(NumericField),
  isShowCaseDetailAd: Nullish(Flag),
  isShowDownload: Nullish(Flag),
  isShowPrint: Nullish(Flag),
  extendCourseMode: Nullish(NumericField),
});
export type OrgConfig = typeof OrgConfig.Type;

/** The organisation config with every default applied. */
export interface ResolvedOrgConfig {
  readonly isShowTop: number;
  readonly isShowLogo: number;
  readonly logo: string;
  readonly logoPc: string;
  readonly menu: ReadonlyArray<number>;
  readonly defaultPage: string;
  readonly isShowSideBar: number;
  readonly isShowAi: number;
  readonly isIframe: number;
  readonly courseMode: number;
  readonly caseDetailMode: number;
  readonly policyDetailMode: number;
  readonly isShowCaseDetailAd: number;
  readonly isShowDownload: number;
  readonly isShowPrint: number;
  readonly extendCourseMode: number;
}

/** spec §2 organisation login query: orgId, content, secret. */
export interface OrgLoginParams {
  readonly orgId: string;
  /** Encrypted content, spaces already turned back into `+` (spec §5). */
  readonly content: string;
  /** Encrypted secret, spaces already turned back into `+` (spec §5). */
  readonly secret: string;
}

// Kept in its own light module (a plain class, no effect) so the route guard pulls no effect into the app entry.
export { OrgLoginParamsMissing, type OrgLoginParamsResult } from "./org-login-params-missing";
