import { DEFAULT_ORG_CONFIG } from "@taxlearn/core";
import type { StoredOrgConfig } from "../schema/organisations";
import { seedImageUrl } from "./media.seed";

/** spec §3 defaults come from core; the server adds nothing but the stored document. */
const DEFAULT_CONFIG: StoredOrgConfig = { ...DEFAULT_ORG_CONFIG, menu: [...DEFAULT_ORG_CONFIG.menu] };

/**
 * The embedded organisations' demo partner portal is `apps/web/public/embed-demo.html`, served by this server on
 * `pnpm start`: its origins may frame their pages. A real partner's origins are its own portal's.
 */
const DEMO_PORT = process.env.PORT ?? "3000";
const DEMO_PARTNER_ORIGINS = [`http://localhost:${DEMO_PORT}`, `http://127.0.0.1:${DEMO_PORT}`] as const;

/** The seven organisations of spec §3, with varied branding, menus and iframe modes; 12 is the cloud (云合) one. */
export const ORGANISATIONS: readonly {
  id: number;
  name: string;
  platformCode: string;
  isYunHeOrg: boolean;
  config: Partial<StoredOrgConfig>;
  visibleCategoryIds: number[] | null;
  /** Sites that may frame this organisation's pages (frame-ancestors); none when absent. */
  partnerOrigins?: readonly string[];
}[] = [
  {
    id: 7,
    name: "华东外贸服务中心",
    platformCode: "HDWM",
    isYunHeOrg: false,
    config: { logo: seedImageUrl.orgLogo(7), logoPc: seedImageUrl.orgLogoPc(7) },
    visibleCategoryIds: null,
  },
  {
    id: 8,
    name: "粤港澳外贸综合服务平台",
    platformCode: "YGAZF",
    isYunHeOrg: false,
    config: {
      logo: seedImageUrl.orgLogo(8),
      logoPc: seedImageUrl.orgLogoPc(8),
      menu: [1, 2, 3, 5, 7],
      defaultPage: "2",
    },
    visibleCategoryIds: [101, 102, 106],
  },
  {
    id: 9,
    name: "浙江省财税培训学院",
    platformCode: "ZJCS",
    isYunHeOrg: false,
    config: { isShowLogo: 0, menu: [1, 2, 3, 4, 5], isShowDownload: 1, isShowPrint: 1 },
    visibleCategoryIds: null,
  },
  {
    id: 11,
    name: "鲁商财务共享中心",
    platformCode: "LSGX",
    isYunHeOrg: false,
    config: {
      isIframe: 1,
      isShowTop: 0,
      isShowSideBar: 0,
      isShowAi: 0,
      menu: [2, 3, 4],
      defaultPage: "2",
      courseMode: 1,
    },
    visibleCategoryIds: [102, 103, 104, 105],
    partnerOrigins: DEMO_PARTNER_ORIGINS,
  },
  {
    id: 12,
    name: "云合企业服务平台",
    platformCode: "YUNHE",
    isYunHeOrg: true,
    config: {
      logo: seedImageUrl.orgLogo(12),
      logoPc: seedImageUrl.orgLogoPc(12),
      isIframe: 1,
      isShowTop: 0,
      menu: [1, 2, 3, 4, 5, 6],
      extendCourseMode: 2,
    },
    visibleCategoryIds: null,
    partnerOrigins: DEMO_PARTNER_ORIGINS,
  },
  {
    id: 13,
    name: "闽南跨境电商协会",
    platformCode: "MNKJ",
    isYunHeOrg: false,
    config: {
      logo: seedImageUrl.orgLogo(13),
      logoPc: seedImageUrl.orgLogoPc(13),
      menu: [1, 2, 3, 7],
      caseDetailMode: 2,
      policyDetailMode: 2,
      isShowCaseDetailAd: 0,
    },
    visibleCategoryIds: [101, 106],
  },
  {
    id: 18,
    name: "川渝税务师事务所联盟",
    platformCode: "CYSWS",
    isYunHeOrg: false,
    config: { isShowSideBar: 0, menu: [1, 4, 5, 6], defaultPage: "4", isShowAi: 0 },
    visibleCategoryIds: null,
  },
];

export const organisationRows = () =>
  ORGANISATIONS.map((org) => ({
    id: org.id,
    name: org.name,
    platformCode: org.platformCode,
    isYunHeOrg: org.isYunHeOrg,
    config: { ...DEFAULT_CONFIG, ...org.config },
    visibleCategoryIds: org.visibleCategoryIds,
    partnerOrigins: [...(org.partnerOrigins ?? [])],
  }));
