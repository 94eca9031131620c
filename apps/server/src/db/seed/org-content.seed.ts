import { PRODUCT_TYPES } from "@taxlearn/core";
import { PROVINCES } from "../reference-data/regions";
import type { generateCatalogue } from "./catalogue.seed";
import { seedImageUrl } from "./media.seed";

type Catalogue = ReturnType<typeof generateCatalogue>;

/** The cloud organisation (12) and the embedded one (11) get content of their own; everyone else never sees it. */
export const ORG_CONTENT_OWNERS = { cloud: 12, embedded: 11 } as const;

/**
 * Org-only demo content (decision 070): custom files and 课单 that only users logged in through organisation 12 or
 * 11 see, and organisation 12's own regional column for the first province (its users see it instead of the public
 * one). Covers reuse the public items' images.
 */
export function generateOrgContent(catalogue: Catalogue) {
  const province = PROVINCES[0]!;
  const coursesOf = (categoryIds: number[], count: number) =>
    catalogue.courses
      .filter((c) => categoryIds.includes(c.categoryId) && c.productType !== PRODUCT_TYPES.series)
      .slice(0, count)
      .map((c) => c.id);
  const publishedAt = catalogue.customFiles[0]!.publishedAt;
  const customFiles = [
    {
      id: 4101,
      theme: "出口退税专题",
      title: "云合企业内训：出口退税申报操作手册",
      cover: seedImageUrl.customFile(4001),
      summary: "云合企业服务平台成员企业专用的出口退税申报操作手册",
      contentHtml: "<h3>内训手册</h3><p>仅供云合企业服务平台成员企业内部学习使用。</p>",
      courseIds: coursesOf([101], 4),
      publishedAt: new Date(publishedAt.getTime() + 60_000),
      orgId: ORG_CONTENT_OWNERS.cloud,
    },
    {
      id: 4102,
      theme: "留抵退税专题",
      title: "鲁商共享中心：留抵退税内部指引",
      cover: seedImageUrl.customFile(4004),
      summary: "鲁商财务共享中心内部的留抵退税办理指引",
      contentHtml: "<h3>内部指引</h3><p>仅供鲁商财务共享中心学员学习使用。</p>",
      courseIds: coursesOf([102], 4),
      publishedAt: new Date(publishedAt.getTime() + 120_000),
      orgId: ORG_CONTENT_OWNERS.embedded,
    },
  ];
  const kedans = [
    {
      id: 5101,
      title: "云合成员企业财务入职课单",
      cover: seedImageUrl.kedan(5001),
      description: "云合企业服务平台为成员企业新入职财务人员定制的课单。",
      audience: "云合成员企业新入职会计",
      courseIds: coursesOf([101, 105], 6),
      sort: -1,
      orgId: ORG_CONTENT_OWNERS.cloud,
    },
  ];
  const regionalColumns = [
    {
      id: 8101,
      provinceId: province.id,
      cityId: null,
      title: `云合企业${province.name.replace(/[省市]$/, "")}专区`,
      moreLink: null,
      courseIds: coursesOf([101, 102], 4),
      liveIds: [] as number[],
      orgId: ORG_CONTENT_OWNERS.cloud,
    },
  ];
  return { customFiles, kedans, regionalColumns };
}
