import { COLLECT_CATEGORIES } from "@taxlearn/core";
import { CollectScreen } from "./collect-screen";

/** /center/collect/course: the learner's favourite courses. */
export default function CollectCourseScreen() {
  return <CollectScreen category={COLLECT_CATEGORIES.course} />;
}
