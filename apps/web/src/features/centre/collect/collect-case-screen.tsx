import { COLLECT_CATEGORIES } from "@taxlearn/core";
import { CollectScreen } from "./collect-screen";

/** /center/collect/caseBook (and the /center/collect/casebook spelling): the learner's favourite cases. */
export default function CollectCaseScreen() {
  return <CollectScreen category={COLLECT_CATEGORIES.case} />;
}
