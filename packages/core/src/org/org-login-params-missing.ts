/**
 * spec §5: organisation login needs orgId, content and secret all present. A plain tagged error, not effect's
 * Data.TaggedError: the route guard checks the params on every page's first navigation, and effect's data types
 * would be part of every page's first download (decision 108).
 */
export class OrgLoginParamsMissing extends Error {
  readonly _tag = "OrgLoginParamsMissing" as const;
  readonly missing: ReadonlyArray<"orgId" | "content" | "secret">;
  constructor({ missing }: { readonly missing: ReadonlyArray<"orgId" | "content" | "secret"> }) {
    super(`organisation login params missing: ${missing.join(", ")}`);
    this.name = "OrgLoginParamsMissing";
    this.missing = missing;
  }
}

/** The params or what is missing, shaped as effect's Either (`_tag`, `right`, `left`) without effect. */
export type OrgLoginParamsResult<A> =
  | { readonly _tag: "Right"; readonly right: A }
  | { readonly _tag: "Left"; readonly left: OrgLoginParamsMissing };
