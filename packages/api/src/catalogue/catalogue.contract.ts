import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { FlagParam, IdParam, IntLiteralParam, PageOf, PaginationFields, TextParam } from "../contract/params";
import { VipProductData } from "../org/org.contract";
import {
  ArticleCardData,
  ArticleDetailData,
  CategoryData,
  CourseCardData,
  CourseDetailData,
  CustomFileCardData,
  CustomFileDetailData,
  HearingCardData,
  HearingDetailData,
  KedanCardData,
  KedanDetailData,
  RegionalColumnData,
} from "./catalogue.schema";

/** productType: 1 recorded course, 2 micro-course (the /knowledge pT=2 list), 15 series. */
export const ProductTypeParam = IntLiteralParam(1, 2, 15);

export const onlineProducts = defineContract({
  name: "onlineProducts",
  method: "GET",
  path: "/api/onlineProducts",
  request: Schema.Struct({
    ...PaginationFields,
    categoryId: Schema.optional(IdParam),
    productType: Schema.optional(ProductTypeParam),
    teachingMethod: Schema.optional(IdParam),
    keyword: Schema.optional(Schema.String),
    isFree: Schema.optional(FlagParam),
    sort: Schema.optionalWith(Schema.Literal("new", "hot"), { default: () => "new" as const }),
  }),
  data: PageOf(CourseCardData),
  orgHeader: true,
  summary: "Course list with filters; an organisation header limits it to what the organisation may see.",
});

export const onlineProductDetail = defineContract({
  name: "onlineProductDetail",
  method: "GET",
  path: "/api/onlineProduct/detail/:id",
  request: Schema.Struct({
    id: IdParam,
    uid: Schema.optional(Schema.String),
    cityId: Schema.optional(IdParam),
    provinceId: Schema.optional(IdParam),
  }),
  data: CourseDetailData,
  // optional: a withdrawn (下架) course still opens for its buyers and learners who studied it, for no one else
  auth: "optional",
  orgHeader: true,
  summary:
    "One course with lecturers, description and handouts (a withdrawn one only for its learners: 404 该课程已下架). A uid in the query is ignored (the token decides).",
});

export const vipProduct = defineContract({
  name: "vipProduct",
  method: "GET",
  path: "/api/vipProduct/:id",
  request: Schema.Struct({ id: IdParam }),
  data: VipProductData,
  summary: "One VIP product.",
});

export const onlineNewsList = defineContract({
  name: "onlineNewsList",
  method: "GET",
  path: "/api/onlineNewsList",
  request: Schema.Struct({
    ...PaginationFields,
    type: Schema.optional(IdParam),
    categoryId: Schema.optional(IdParam),
    provinceId: Schema.optional(IdParam),
    keyword: Schema.optional(Schema.String),
  }),
  data: PageOf(ArticleCardData),
  summary: "Policy articles (types 1-4, all of them by default) and cases (25 inspection, 26 judicial, 27 classic).",
});

export const onlineNewsDetail = defineContract({
  name: "onlineNewsDetail",
  method: "GET",
  path: "/api/onlineNews/detail/:id",
  request: Schema.Struct({ id: IdParam }),
  data: ArticleDetailData,
  summary: "One policy article or case with its sanitised body.",
});

export const onlineCategories = defineContract({
  name: "onlineCategories",
  method: "GET",
  path: "/api/onlineCategories",
  request: Schema.Struct({
    kind: Schema.optionalWith(Schema.Literal("course", "news", "case"), { default: () => "course" as const }),
  }),
  data: Schema.Array(CategoryData),
  orgHeader: true,
  summary: "Categories of courses, policies or cases.",
});

export const regionalColumn = defineContract({
  name: "regionalColumn",
  method: "GET",
  path: "/api/regionalColumn",
  request: Schema.Struct({ cityId: Schema.optional(IdParam), provinceId: Schema.optional(IdParam) }),
  data: RegionalColumnData,
  auth: "optional",
  orgHeader: true,
  summary:
    "The recommendation column of a city, else of its province (the organisation's own column first, its courses " +
    "within the organisation's categories); its lives' `scheduled` is 1 for the ones the learner booked.",
});

export const productFileLongText = defineContract({
  name: "productFileLongText",
  method: "GET",
  path: "/api/onlineProduct/productFile/longText",
  request: Schema.Struct({ mediaId: TextParam }),
  data: Schema.Struct({ mediaId: Schema.String, title: Schema.String, html: Schema.String }),
  summary: "A course handout's sanitised rich text.",
});

export const richTextByUrl = defineContract({
  name: "richTextByUrl",
  method: "POST",
  path: "/api/sensitive/getRichTextByUrl",
  request: Schema.Struct({ path: TextParam, isConvert: Schema.optionalWith(FlagParam, { default: () => 0 as const }) }),
  data: Schema.Struct({ path: Schema.String, format: Schema.Literal("html", "text"), content: Schema.String }),
  summary: "The stored rich text at a content path: sanitised HTML, or plain text when isConvert is 1.",
});

export const customFileList = defineContract({
  name: "customFileList",
  method: "GET",
  path: "/api/customFile/list",
  request: Schema.Struct({ ...PaginationFields, theme: Schema.optional(Schema.String) }),
  data: PageOf(CustomFileCardData),
  auth: "optional",
  orgHeader: true,
  summary: "Themed custom content files (/caimiao-custom): public ones and the logged-in organisation's own.",
});

export const customFileDetail = defineContract({
  name: "customFileDetail",
  method: "GET",
  path: "/api/customFile/detail/:id",
  request: Schema.Struct({ id: IdParam }),
  data: CustomFileDetailData,
  auth: "optional",
  orgHeader: true,
  summary: "One custom content file with its courses.",
});

export const kedanList = defineContract({
  name: "kedanList",
  method: "GET",
  path: "/api/kedan/list",
  request: Schema.Struct(PaginationFields),
  data: PageOf(KedanCardData),
  auth: "optional",
  orgHeader: true,
  summary: "Recommended course lists (推荐课单): public ones and the logged-in organisation's own.",
});

export const kedanDetail = defineContract({
  name: "kedanDetail",
  method: "GET",
  path: "/api/kedan/detail/:id",
  request: Schema.Struct({ id: IdParam }),
  data: KedanDetailData,
  auth: "required",
  orgHeader: true,
  summary: "One course list (课单详情, login required by spec §2).",
});

export const hearingList = defineContract({
  name: "hearingList",
  method: "GET",
  path: "/api/hearing/list",
  request: Schema.Struct(PaginationFields),
  data: PageOf(HearingCardData),
  summary: "Hearings.",
});

export const hearingDetail = defineContract({
  name: "hearingDetail",
  method: "GET",
  path: "/api/hearing/detail/:id",
  request: Schema.Struct({ id: IdParam }),
  data: HearingDetailData,
  summary: "One hearing.",
});

export const catalogueContracts = {
  onlineProducts,
  onlineProductDetail,
  vipProduct,
  onlineNewsList,
  onlineNewsDetail,
  onlineCategories,
  regionalColumn,
  productFileLongText,
  richTextByUrl,
  customFileList,
  customFileDetail,
  kedanList,
  kedanDetail,
  hearingList,
  hearingDetail,
} as const;
