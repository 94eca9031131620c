import { Data } from "effect";

/** spec §5: organisation login needs orgId, content and secret all present. */
export class OrgLoginParamsMissing extends Data.TaggedError("OrgLoginParamsMissing")<{
  readonly missing: ReadonlyArray<"orgId" | "content" | "secret">;
}> {}
