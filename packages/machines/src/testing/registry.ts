import { modalStackModel } from "../machines/modal-stack/modal-stack.model";
import type { MachineModel } from "./model";

/** Every machine's model, in the order the CLI lists them. */
export const models: MachineModel[] = [modalStackModel as MachineModel];

export function findModel(name: string): MachineModel | undefined {
  const wanted = name.replace(/Machine$/, "").toLowerCase();
  return models.find((model) => model.name.replace(/Machine$/, "").toLowerCase() === wanted);
}
