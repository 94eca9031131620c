import type { ContractName } from "@taxlearn/api";
import type { ServerContext } from "../../server-context";
import { articleHandlers } from "./handlers/articles";
import type { CatalogueHandlers } from "./handlers/catalogue-handlers";
import { collectionHandlers } from "./handlers/collections";
import { courseHandlers } from "./handlers/courses";
import { regionalColumnHandlers } from "./handlers/regional-column";
import { relatedHandlers } from "./handlers/related";
import type { KeepsCourse } from "./withdrawn-access";

/**
 * Public catalogue reads and search served through the response cache (README: Cache). regionalColumn is not one:
 * its lives carry the learner's `scheduled`, so only its public part is cached (`publicRegionalColumn`).
 */
export const CACHED_CATALOGUE_CALLS: ReadonlySet<ContractName> = new Set<ContractName>([
  "searchOnlineProducts",
  "onlineProducts",
  "onlineProductDetail",
  "vipProduct",
  "onlineNewsList",
  "onlineNewsDetail",
  "onlineCategories",
  "productFileLongText",
  "customFileList",
  "customFileDetail",
  "kedanList",
  "hearingList",
  "hearingDetail",
  "newsListByCourse",
  "onlineProductListByCourse",
  "caseInspectsByCourse",
  "caseJusticeByCourse",
  "caseNewsByCourse",
  "onlineProductListByNews",
  "newsListByNews",
  "caseInspectsByNews",
  "caseJusticeByNews",
  "caseNewsByNews",
  "newsListByCaseInspects",
  "newsListByCaseJustice",
  "newsListByCaseNews",
  "onlineProductListByCaseInspects",
  "onlineProductListByCaseJustice",
  "onlineProductListByCaseNews",
  "caseNewsByCase",
  "caseNewsByCaseDefault",
  "caseInspectsByCase",
  "caseJusticeByCase",
  "caseInspectsByCourseLimited",
]);

/** The catalogue and related-content calls; each group of handlers lives in handlers/. */
export function catalogueHandlers(server: ServerContext, keepsCourse: KeepsCourse): CatalogueHandlers {
  return {
    ...courseHandlers(server, keepsCourse),
    ...articleHandlers(server),
    ...collectionHandlers(server),
    ...regionalColumnHandlers(server),
    ...relatedHandlers(server),
  };
}
