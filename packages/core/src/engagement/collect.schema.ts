import { Schema } from "effect";
import { IdField, NonNegativeIntField } from "../shared/fields.schema";

/** spec §3, §7 POST /api/collect/add and /api/collect/del body. */
export const CollectItem = Schema.Struct({
  id: IdField,
  productType: NonNegativeIntField,
  category: NonNegativeIntField,
});
export type CollectItem = typeof CollectItem.Type;
