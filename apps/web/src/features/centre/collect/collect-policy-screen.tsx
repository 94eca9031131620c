import { COLLECT_CATEGORIES } from "@taxlearn/core";
import { CollectScreen } from "./collect-screen";

/** /center/collect/policy: the learner's favourite policies. */
export default function CollectPolicyScreen() {
  return <CollectScreen category={COLLECT_CATEGORIES.policy} />;
}
