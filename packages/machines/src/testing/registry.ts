import { modalStackModel } from "../machines/modal-stack/modal-stack.model";
import { overlayModel } from "../machines/overlay/overlay.model";
import { quizModel } from "../machines/quiz/quiz.model";
import type { MachineModel } from "./model";

/** Every machine's model, in the order the CLI lists them. */
export const models = [modalStackModel, quizModel, overlayModel] as unknown as MachineModel[];

export function findModel(name: string): MachineModel | undefined {
  const wanted = name.replace(/Machine$/, "").toLowerCase();
  return models.find((model) => model.name.replace(/Machine$/, "").toLowerCase() === wanted);
}
