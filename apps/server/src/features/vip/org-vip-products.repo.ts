import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/executor";
import { vipProducts } from "../../db/schema";

/** The VIP products an organisation sells, in their sort order. */
export const orgVipProducts = (db: Executor, orgId: number) =>
  db
    .select()
    .from(vipProducts)
    .where(and(eq(vipProducts.orgId, orgId), eq(vipProducts.onSale, true)))
    .orderBy(asc(vipProducts.sort));
