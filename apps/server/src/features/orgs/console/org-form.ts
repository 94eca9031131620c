import type { AdminOrgSave } from "@taxlearn/api/admin";
import type { StoredOrgConfig } from "../../../db/schema";
import type { OrgValues as StoredOrgValues } from "./orgs-console.repo";

type OrgValues = StoredOrgValues & { config: StoredOrgConfig };
export type OrgFormCheck = { ok: true; value: OrgValues } | { ok: false; message: string };

const IMAGE = /^(\/[^\s]*|https:\/\/[^\s]+)$/;
const ORIGIN = /^https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?$/;

/**
 * spec §3 organisation config, checked field by field; a refusal names the field in Chinese. Menu ids are 1–7
 * (the main navigation), the default page one of them; the mode fields take the values the site knows.
 */
export function checkOrgForm(input: typeof AdminOrgSave.Type): OrgFormCheck {
  const refuse = (message: string): OrgFormCheck => ({ ok: false, message });
  const name = input.name.trim();
  if (name === "" || [...name].length > 40) return refuse("机构名称：请填写 1–40 个字");
  const platformCode = input.platformCode.trim();
  if (!/^[A-Za-z0-9_]{2,20}$/.test(platformCode)) return refuse("平台代码：2–20 位字母、数字或下划线");
  for (const [field, label] of [
    ["logo", "移动端 Logo"],
    ["logoPc", "PC 端 Logo"],
  ] as const) {
    const value = input[field].trim();
    if (value !== "" && (value.length > 500 || !IMAGE.test(value)))
      return refuse(`${label}：请填写以 / 或 https:// 开头的图片地址`);
  }
  const menuParts = input.menu.split(/[,，\s]+/).filter((part) => part !== "");
  const menu = menuParts.map(Number);
  if (
    menu.length === 0 ||
    menu.some((id) => !Number.isInteger(id) || id < 1 || id > 7) ||
    new Set(menu).size !== menu.length
  )
    return refuse("菜单：请选择 1–7 之间不重复的菜单项，至少一项");
  const defaultPage = input.defaultPage.trim();
  if (!menu.includes(Number(defaultPage)) || !/^[1-7]$/.test(defaultPage))
    return refuse("默认首页：必须是已选菜单中的一项");
  if (![1, 2, 3].includes(input.courseMode)) return refuse("课程模式：只能是 1、2 或 3");
  for (const [field, label] of [
    ["caseDetailMode", "案例详情模式"],
    ["policyDetailMode", "政策详情模式"],
    ["extendCourseMode", "延伸课程模式"],
  ] as const) {
    if (input[field] !== 1 && input[field] !== 2) return refuse(`${label}：只能是 1 或 2`);
  }
  const partnerOrigins = input.partnerOrigins
    .split(/[\s,，]+/)
    .map((origin) => origin.trim().replace(/\/$/, ""))
    .filter((origin) => origin !== "");
  if (partnerOrigins.length > 10 || partnerOrigins.some((origin) => !ORIGIN.test(origin)))
    return refuse("可嵌入的合作方站点：每行一个 http(s)://域名[:端口]，最多 10 个");
  return {
    ok: true,
    value: {
      name,
      platformCode,
      isYunHeOrg: input.isYunHeOrg === 1,
      partnerOrigins: [...new Set(partnerOrigins)],
      config: {
        isShowTop: input.isShowTop,
        isShowLogo: input.isShowLogo,
        logo: input.logo.trim(),
        logoPc: input.logoPc.trim(),
        menu,
        defaultPage,
        isShowSideBar: input.isShowSideBar,
        isIframe: input.isIframe,
        courseMode: input.courseMode,
        caseDetailMode: input.caseDetailMode,
        policyDetailMode: input.policyDetailMode,
        isShowCaseDetailAd: input.isShowCaseDetailAd,
        isShowDownload: input.isShowDownload,
        isShowPrint: input.isShowPrint,
        extendCourseMode: input.extendCourseMode,
        isShowAi: input.isShowAi,
      },
    },
  };
}
