import type { Database } from "../database";
import { VIP_FAQS, VIP_RIGHTS, VIP_RIGHTS_TYPES } from "../reference-data/vip-content";
import { dictEntries, faqs, vipRights } from "../schema";

/** The VIP page's rights, their groups and the FAQs; rows already there are kept. */
export async function seedVipContent(db: Database): Promise<void> {
  await db
    .insert(dictEntries)
    .values(VIP_RIGHTS_TYPES.map((t) => ({ dictName: "vip_rights_type", ...t })))
    .onConflictDoNothing();
  await db
    .insert(vipRights)
    .values(VIP_RIGHTS.map((r, i) => ({ ...r, sort: i + 1 })))
    .onConflictDoNothing();
  await db
    .insert(faqs)
    .values(VIP_FAQS.map((f, i) => ({ ...f, sort: i + 1 })))
    .onConflictDoNothing();
}
