import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { IdParam, IntParam, PageOf, PaginationFields } from "../contract/params";
import { AdminNamedOption } from "./admin-content.contract";

// The console's help-centre and hearing calls. Form fields arrive as text; the server checks each one and names the
// field in Chinese when it refuses (400).

const Text = Schema.optionalWith(Schema.String, { default: () => "" });
const Int = (fallback: number) => Schema.optionalWith(IntParam, { default: () => fallback });

export const AdminHelpArticleData = Schema.Struct({
  id: Schema.Int,
  categoryId: Schema.Int,
  categoryName: Schema.String,
  title: Schema.String,
  /** Sanitised on save (the site's rich-text rules). */
  contentHtml: Schema.String,
  /** Order within the category (smaller first). */
  sort: Schema.Int,
  /** Among the help index's 热门问题. */
  hot: Schema.Boolean,
  /** Hidden from the help centre (kept, and shown again by one click). */
  hidden: Schema.Boolean,
  updatedAt: Schema.String,
});
export type AdminHelpArticleData = typeof AdminHelpArticleData.Type;

export const AdminHelpArticleSave = Schema.Struct({
  /** Edit this article; absent: a new one. */
  id: Schema.optional(IdParam),
  categoryId: Int(0),
  title: Text,
  contentHtml: Text,
  sort: Int(0),
  /** 1: among 热门问题, 0: not. */
  hot: Int(0),
});

export const adminHelpList = defineContract({
  name: "adminHelpList",
  method: "GET",
  path: "/api/admin/help/articles",
  request: Schema.Struct({ categoryId: Int(0), keyword: Text, ...PaginationFields }),
  data: Schema.Struct({ categories: Schema.Array(AdminNamedOption), articles: PageOf(AdminHelpArticleData) }),
  auth: "required",
  summary:
    "Support: the help categories and a page of help articles (hidden ones too), by category, searched by title.",
});

export const adminHelpSave = defineContract({
  name: "adminHelpSave",
  method: "POST",
  path: "/api/admin/help/articles/save",
  request: AdminHelpArticleSave,
  data: AdminHelpArticleData,
  auth: "required",
  summary: "Support: creates or edits a help article; its rich text is sanitised on save and shows at once.",
});

export const adminHelpVisibility = defineContract({
  name: "adminHelpVisibility",
  method: "POST",
  path: "/api/admin/help/articles/:id/visibility",
  request: Schema.Struct({ id: IdParam, hidden: Int(1) }),
  data: AdminHelpArticleData,
  auth: "required",
  summary: "Support: hides a help article from the help centre (hidden 1) or shows it again (hidden 0).",
});

export const AdminHearingData = Schema.Struct({
  id: Schema.Int,
  title: Schema.String,
  speaker: Schema.String,
  /** A picture address ("" shows the placeholder). */
  cover: Schema.String,
  summary: Schema.String,
  contentHtml: Schema.String,
  heldAt: Schema.String,
});
export type AdminHearingData = typeof AdminHearingData.Type;

export const AdminHearingSave = Schema.Struct({
  id: Schema.optional(IdParam),
  title: Text,
  speaker: Text,
  cover: Text,
  summary: Text,
  contentHtml: Text,
  /** YYYY-MM-DDTHH:mm, Beijing time. */
  heldAt: Text,
});

export const adminHearingList = defineContract({
  name: "adminHearingList",
  method: "GET",
  path: "/api/admin/hearings",
  request: Schema.Struct({ keyword: Text, ...PaginationFields }),
  data: PageOf(AdminHearingData),
  auth: "required",
  summary: "Editor: a page of policy hearings, newest first, searched by title.",
});

export const adminHearingSave = defineContract({
  name: "adminHearingSave",
  method: "POST",
  path: "/api/admin/hearings/save",
  request: AdminHearingSave,
  data: AdminHearingData,
  auth: "required",
  summary: "Editor: creates or edits a hearing; its rich text is sanitised on save and /hearing shows it at once.",
});

export const adminHelpContracts = { adminHelpList, adminHelpSave, adminHelpVisibility } as const;
export const adminHearingContracts = { adminHearingList, adminHearingSave } as const;
