import { assistantAskModel } from "../machines/assistant-ask/assistant-ask.model";
import { centreMenuModel } from "../machines/centre-menu/centre-menu.model";
import { codeLoginModel } from "../machines/code-login/code-login.model";
import { interactionCardModel } from "../machines/interaction-card/interaction-card.model";
import { lectureHeartbeatModel } from "../machines/lecture-heartbeat/lecture-heartbeat.model";
import { liveBookingModel } from "../machines/live-booking/live-booking.model";
import { liveHeartbeatModel } from "../machines/live-heartbeat/live-heartbeat.model";
import { messageBoxQueueModel } from "../machines/message-box-queue/message-box-queue.model";
import { modalStackModel } from "../machines/modal-stack/modal-stack.model";
import { orderCreateModel } from "../machines/order-create/order-create.model";
import { orderPaymentModel } from "../machines/order-payment/order-payment.model";
import { orgEnrolmentModel } from "../machines/org-enrolment/org-enrolment.model";
import { orgLoginModel } from "../machines/org-login/org-login.model";
import { orgSetupModel } from "../machines/org-setup/org-setup.model";
import { overlayModel } from "../machines/overlay/overlay.model";
import { quizModel } from "../machines/quiz/quiz.model";
import { routeGuardModel } from "../machines/route-guard/route-guard.model";
import { sessionModel } from "../machines/session/session.model";
import { sideToolbarModel } from "../machines/side-toolbar/side-toolbar.model";
import { supportChatModel } from "../machines/support-chat/support-chat.model";
import { thirdLoginModel } from "../machines/third-login/third-login.model";
import { videoStagesModel } from "../machines/video-stages/video-stages.model";
import type { MachineModel } from "./model";

/** Every machine's model, in the order the CLI lists them. */
export const models = [
  sessionModel,
  orgLoginModel,
  orgEnrolmentModel,
  orgSetupModel,
  codeLoginModel,
  routeGuardModel,
  videoStagesModel,
  lectureHeartbeatModel,
  interactionCardModel,
  quizModel,
  liveBookingModel,
  liveHeartbeatModel,
  overlayModel,
  modalStackModel,
  messageBoxQueueModel,
  sideToolbarModel,
  centreMenuModel,
  orderCreateModel,
  orderPaymentModel,
  supportChatModel,
  thirdLoginModel,
  assistantAskModel,
] as unknown as MachineModel[];

export function findModel(name: string): MachineModel | undefined {
  const wanted = name.replace(/Machine$/, "").toLowerCase();
  return models.find((model) => model.name.replace(/Machine$/, "").toLowerCase() === wanted);
}
