import type { CourseLecturesData } from "@taxlearn/api";
import { isFree, type Price } from "@taxlearn/core";
import { ButtonLink, Inline } from "@taxlearn/ui";
import { useNavigateHandler } from "../../hooks/use-navigate-handler";
import { COURSE_DETAIL_TEXT } from "./course-detail.messages";
import { VIP_PATH } from "./course-detail-paths";

/** /vip/payment?course=ID: the course's purchase (pay method, invite code, then the QR page). */
export const coursePaymentPath = (courseId: number): string => `/vip/payment?course=${courseId}`;

export interface CoursePurchaseProps {
  courseId: number;
  price: Price;
  /** How the learner may watch (null: anonymous, not entitled, or not known yet). */
  entitledVia: CourseLecturesData["entitledVia"];
  /** the lecture list has answered (until then nothing is offered, so an owner never sees 立即购买 flash) */
  known: boolean;
}

/**
 * A paid course the learner cannot watch yet: 立即购买, and 开通会员免费学 (an active membership opens every paid
 * course). A free course never creates an order; an owned course, or one a membership opens, has nothing to buy.
 */
export function CoursePurchase({ courseId, price, entitledVia, known }: CoursePurchaseProps) {
  const onNavigate = useNavigateHandler();
  if (isFree(price) || !known || entitledVia !== null) return null;
  return (
    <Inline space="small">
      <ButtonLink href={coursePaymentPath(courseId)} onNavigate={onNavigate}>
        {COURSE_DETAIL_TEXT.buyNow}
      </ButtonLink>
      <ButtonLink href={VIP_PATH} onNavigate={onNavigate} tone="vip">
        {COURSE_DETAIL_TEXT.vipFree}
      </ButtonLink>
    </Inline>
  );
}
