import { Schema } from "effect";
import { decodeWith } from "../shared/decode";
import { NumericField } from "../shared/fields.schema";

/** spec §3, §7 POST /api/collect/add and /api/collect/del body. */
export const CollectItem = Schema.Struct({
  id: NumericField,
  productType: NumericField,
  category: NumericField,
});
export type CollectItem = typeof CollectItem.Type;
export const decodeCollectItem = decodeWith(CollectItem);
