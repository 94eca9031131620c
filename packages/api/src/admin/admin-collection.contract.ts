import { Schema } from "effect";
import { defineContract } from "../contract/contract";
import { IdParam, IntParam, PageOf, PaginationFields } from "../contract/params";

// The console's collections (editor, admin): themes (专题, the custom files of /theme) and course lists (课单). Both
// gather published courses; a theme also carries a rich-text body. Saving publishes at once (no draft): a
// collection only arranges content that is already public. Form fields arrive as text; the server checks each one
// and names the field in Chinese when it refuses (400).

const Text = Schema.optionalWith(Schema.String, { default: () => "" });
const Int = (fallback: number) => Schema.optionalWith(IntParam, { default: () => fallback });

export const ADMIN_COLLECTION_KINDS = ["theme", "kedan"] as const;
export type AdminCollectionKind = (typeof ADMIN_COLLECTION_KINDS)[number];

export const AdminCollectionData = Schema.Struct({
  kind: Schema.Literal(...ADMIN_COLLECTION_KINDS),
  id: Schema.Int,
  title: Schema.String,
  /** A theme's group on /theme (e.g. 出口退税专题); "" for a course list. */
  theme: Schema.String,
  /** A theme's summary or a course list's description. */
  summary: Schema.String,
  /** A theme's body (sanitised); "" for a course list. */
  contentHtml: Schema.String,
  /** Who a course list is for; "" for a theme. */
  audience: Schema.String,
  courseIds: Schema.Array(Schema.Int),
  cover: Schema.String,
  /** Course lists are shown by this order (small first); themes newest first (0). */
  sort: Schema.Int,
  /** The one organisation whose members see it; null: everyone. */
  orgId: Schema.NullOr(Schema.Int),
  /** When a theme went out (ISO); null for a course list. */
  publishedAt: Schema.NullOr(Schema.String),
});
export type AdminCollectionData = typeof AdminCollectionData.Type;

export const AdminCollectionOptions = Schema.Struct({
  /** Theme groups already on the site (a new name starts a new group). */
  themes: Schema.Array(Schema.String),
  /** Covers already on the site for this kind (the first is the default). */
  covers: Schema.Array(Schema.String),
  orgs: Schema.Array(Schema.Struct({ id: Schema.Int, name: Schema.String })),
});

export const AdminCollectionSave = Schema.Struct({
  kind: Text,
  /** Edit this one; absent: a new one. */
  id: Schema.optional(IdParam),
  title: Text,
  theme: Text,
  summary: Text,
  contentHtml: Text,
  audience: Text,
  /** Published course ids, comma-separated, in display order. */
  courseIds: Text,
  cover: Text,
  sort: Int(0),
  /** An organisation id; empty: everyone. */
  orgId: Text,
});

export const adminCollectionList = defineContract({
  name: "adminCollectionList",
  method: "GET",
  path: "/api/admin/collections",
  request: Schema.Struct({ kind: Text, keyword: Text, ...PaginationFields }),
  data: Schema.Struct({ options: AdminCollectionOptions, page: PageOf(AdminCollectionData) }),
  auth: "required",
  summary: "Editor: a page of themes or course lists (searched by title) with the form's choices.",
});

export const adminCollectionSave = defineContract({
  name: "adminCollectionSave",
  method: "POST",
  path: "/api/admin/collections/save",
  request: AdminCollectionSave,
  data: AdminCollectionData,
  auth: "required",
  summary: "Editor: creates or edits a theme or a course list, live at once (audited, caches cleared).",
});

export const adminCollectionContracts = { adminCollectionList, adminCollectionSave } as const;
