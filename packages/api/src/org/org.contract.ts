import { OrgConfig, OrgLoginResponse } from "@taxlearn/core";
import { Schema } from "effect";
import { SsoLoginData, WechatQrConnectData } from "../account/account.schema";
import { defineContract } from "../contract/contract";
import { EmptyRequest, IdParam, TextParam } from "../contract/params";

/** The "other reading" of organisation info (spec §3) plus identity fields. */
export const OrgInfoData = Schema.Struct({
  orgId: Schema.Int,
  orgName: Schema.String,
  platformCode: Schema.String,
  isYunHeOrg: Schema.Boolean,
  isShowLogo: Schema.Int,
  logo: Schema.String,
  menu: Schema.Array(Schema.Int),
  isIframe: Schema.Int,
  isShowTop: Schema.Int,
  isShowSideBar: Schema.Int,
  isShowAi: Schema.Int,
  defaultPage: Schema.String,
});
export type OrgInfoData = typeof OrgInfoData.Type;

export const VipProductData = Schema.Struct({
  id: Schema.Int,
  name: Schema.String,
  price: Schema.String,
  otPrice: Schema.String,
  durationDays: Schema.Int,
  description: Schema.String,
  rights: Schema.Array(Schema.String),
  orgId: Schema.NullOr(Schema.Int),
});
export type VipProductData = typeof VipProductData.Type;

export const orgLogin = defineContract({
  name: "orgLogin",
  method: "POST",
  path: "/api/org/login",
  request: Schema.Struct({
    encryptContent: Schema.String.pipe(Schema.minLength(1)),
    encryptSecret: Schema.String.pipe(Schema.minLength(1)),
    orgId: Schema.optional(IdParam),
  }),
  data: OrgLoginResponse,
  orgHeader: true,
  summary:
    "Organisation login with a sealed partner payload (header orgId): spec §3 response with a token, or company_id " +
    "for a company identity. org_secret is always null: secrets stay on the server.",
});

/** Scoping a session to one of the learner's organisations (what POST /api/org/auth2 did before the OAuth2 hand-off). */
export const orgScope = defineContract({
  name: "orgScope",
  method: "POST",
  path: "/api/org/scope",
  request: EmptyRequest,
  data: OrgInfoData,
  auth: "required",
  orgHeader: true,
  summary: "Scopes the current session to the organisation of the orgId header when the user belongs to it.",
});

export const orgAuth2Authorize = defineContract({
  name: "orgAuth2Authorize",
  method: "POST",
  path: "/api/org/auth2/authorize",
  request: Schema.Struct({ orgId: Schema.optional(IdParam) }),
  data: WechatQrConnectData,
  orgHeader: true,
  summary:
    "Starts the organisation's own OAuth2 login (body or header orgId): the authorise URL of the organisation's " +
    "OAuth2 server whose state is bound to this browser by an HttpOnly cookie (single use, 10 minutes).",
});

export const orgAuth2 = defineContract({
  name: "orgAuth2",
  method: "POST",
  path: "/api/org/auth2",
  request: Schema.Struct({ code: TextParam, state: TextParam, orgId: Schema.optional(IdParam) }),
  data: SsoLoginData,
  orgHeader: true,
  summary:
    "The organisation's OAuth2 hand-off (header or body orgId): checks the state against this browser's cookie, " +
    "exchanges the code at the organisation's token endpoint on the server, reads its user info and signs the " +
    "member in inside that organisation (created on first use).",
});

export const orgInfo = defineContract({
  name: "orgInfo",
  method: "GET",
  path: "/api/org/info",
  request: EmptyRequest,
  data: OrgInfoData,
  auth: "required",
  orgHeader: true,
  summary: "The organisation of the current session.",
});

export const orgVipProduct = defineContract({
  name: "orgVipProduct",
  method: "GET",
  path: "/api/org/vipProduct",
  request: EmptyRequest,
  data: Schema.Array(VipProductData),
  auth: "optional",
  orgHeader: true,
  summary: "The VIP products an organisation offers (session organisation, else the orgId header).",
});

export const orgConfig = defineContract({
  name: "orgConfig",
  method: "GET",
  path: "/api/org/config",
  request: Schema.Struct({ orgId: Schema.optional(IdParam) }),
  data: Schema.Struct({ config: OrgConfig, logoPc: Schema.String }),
  orgHeader: true,
  summary: "Public branding config of an organisation (query orgId, else the orgId header).",
});

export const orgEnrol = defineContract({
  name: "orgEnrol",
  method: "POST",
  path: "/api/org/enrol",
  request: Schema.Struct({ ticket: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(128)) }),
  data: OrgLoginResponse,
  auth: "required",
  summary:
    "Redeems the enrolment ticket of a company-only org link for the logged-in learner: joins them to the ticket's " +
    "company and organisation (never a company the client names) and answers an org-scoped login like orgLogin's.",
});

export const orgContracts = {
  orgLogin,
  orgScope,
  orgAuth2Authorize,
  orgAuth2,
  orgInfo,
  orgVipProduct,
  orgConfig,
  orgEnrol,
} as const;
