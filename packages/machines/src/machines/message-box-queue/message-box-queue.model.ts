import { validatePrompt } from "@taxlearn/core";
import type { MachineModel } from "../../testing/model";
import { messageBoxQueueMachine } from "./message-box-queue.machine";
import type { MessageBoxQueueContext, MessageBoxRequest } from "./message-box-queue.types";

/** The dialog and input the previous step left on screen. */
interface DialogWorld {
  before: Pick<MessageBoxQueueContext, "current" | "inputValue"> | null;
}

const ANSWERS: Record<string, "confirm" | "cancel" | "close"> = {
  "MESSAGEBOX.CONFIRM": "confirm",
  "MESSAGEBOX.CANCEL": "cancel",
  "MESSAGEBOX.CLOSE": "close",
  "INPUT.ENTER": "confirm",
};

const confirmLogout: MessageBoxRequest = {
  id: "logout",
  kind: "confirm",
  title: "提示",
  message: "您确定退出登录吗？",
};
const phonePrompt: MessageBoxRequest = {
  id: "phone",
  kind: "prompt",
  title: "手机号",
  message: "请输入手机号",
  rules: { pattern: /^1\d{10}$/ },
};
const notePrompt: MessageBoxRequest = {
  id: "note",
  kind: "prompt",
  title: "备注",
  message: "请输入备注",
  inputType: "textarea",
  rules: { validator: (value) => (value.length > 0 ? true : "备注不能为空") },
};

export const messageBoxQueueModel: MachineModel<typeof messageBoxQueueMachine, DialogWorld> = {
  name: "messageBoxQueueMachine",
  machine: messageBoxQueueMachine,
  events: [
    { type: "MESSAGEBOX.OPEN", request: confirmLogout },
    { type: "MESSAGEBOX.OPEN", request: phonePrompt },
    { type: "MESSAGEBOX.OPEN", request: notePrompt },
    { type: "INPUT.CHANGE", value: "13800138000" },
    { type: "INPUT.CHANGE", value: "" },
  ],
  // Enter is pressed in every dialog, the text area's included, where it must not confirm
  probeEvents: [{ type: "INPUT.ENTER" }],
  simplePaths: false,
  fakes: () => ({ implementations: {}, world: { before: null } }),
  invariants: (snapshot, world, _doubles, { event, emitted }) => {
    const { current, queue, inputValue, inputError } = snapshot.context;
    const broken: string[] = [];
    // the answer emitted is the one given, for the dialog that was on screen, with the prompt's value on confirm
    const shown = world.before?.current ?? null;
    const typed = world.before?.inputValue ?? "";
    world.before = { current, inputValue };
    const answer = event ? ANSWERS[event.type] : undefined;
    const enterInTextArea = event?.type === "INPUT.ENTER" && shown?.inputType === "textarea";
    const validInput = shown?.kind !== "prompt" || validatePrompt(typed, shown.rules) === true;
    const expected =
      shown && answer && !enterInTextArea && (answer !== "confirm" || validInput)
        ? [
            {
              type: "messagebox.resolved",
              id: shown.id,
              action: answer,
              value: shown.kind === "prompt" && answer === "confirm" ? typed : null,
            },
          ]
        : [];
    if (JSON.stringify(emitted) !== JSON.stringify(expected))
      broken.push(`${event?.type} on ${shown?.id ?? "nothing"} emitted ${JSON.stringify(emitted)}`);
    if (snapshot.matches("showing") !== (current !== null)) broken.push("showing must mean a dialog on screen");
    if (current && queue.some((request) => request.id === current.id)) broken.push("the shown dialog also waits");
    if (inputError !== null) {
      const verdict = current?.kind === "prompt" ? validatePrompt(inputValue, current.rules) : true;
      if (verdict !== inputError) broken.push(`input error "${inputError}" does not match validatePrompt`);
    }
    return broken;
  },
};
