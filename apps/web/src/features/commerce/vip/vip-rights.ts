import type { DictItemData, VipRightData } from "@taxlearn/api";
import type { VipRightsGroup } from "@taxlearn/ui";
import { COMMERCE_TEXT } from "../commerce.messages";

/**
 * The rights grouped by type in the dictionary's order (vip_rights_type, by `sort`); a type the dictionary does not
 * name is shown last under 其他权益 rather than dropped; empty groups are left out.
 */
export function groupVipRights(rights: readonly VipRightData[], types: readonly DictItemData[]): VipRightsGroup[] {
  const ordered = [...types].sort((a, b) => a.sort - b.sort);
  const named = new Set(ordered.map((type) => type.value));
  const groups: VipRightsGroup[] = ordered.map((type) => ({
    type: type.value,
    label: type.label,
    rights: rights.filter((right) => String(right.type) === type.value),
  }));
  const others = rights.filter((right) => !named.has(String(right.type)));
  if (others.length > 0) groups.push({ type: "other", label: COMMERCE_TEXT.rightsOther, rights: others });
  return groups.filter((group) => group.rights.length > 0);
}
