import { OrgConfig, OrgLoginResponse } from "@taxlearn/core";
import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { EmptyRequest, IdParam } from "../contract/params";

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

export const orgAuth2 = defineContract({
  name: "orgAuth2",
  method: "POST",
  path: "/api/org/auth2",
  request: EmptyRequest,
  data: OrgInfoData,
  auth: "required",
  orgHeader: true,
  summary: "Scopes the current session to the organisation of the orgId header when the user belongs to it.",
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

export const orgContracts = { orgLogin, orgAuth2, orgInfo, orgVipProduct, orgConfig, orgEnrol } as const;
