import { validatePrompt } from "@taxlearn/core";
import type { MachineModel } from "../../testing/model";
import { messageBoxQueueMachine } from "./message-box-queue.machine";
import type { MessageBoxRequest } from "./message-box-queue.types";

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

export const messageBoxQueueModel: MachineModel<typeof messageBoxQueueMachine> = {
  name: "messageBoxQueueMachine",
  machine: messageBoxQueueMachine,
  events: [
    { type: "MESSAGEBOX.OPEN", request: confirmLogout },
    { type: "MESSAGEBOX.OPEN", request: phonePrompt },
    { type: "MESSAGEBOX.OPEN", request: notePrompt },
    { type: "INPUT.CHANGE", value: "13800138000" },
    { type: "INPUT.CHANGE", value: "" },
  ],
  simplePaths: false,
  fakes: () => ({ implementations: {}, world: undefined }),
  invariants: (snapshot) => {
    const { current, queue, inputValue, inputError } = snapshot.context;
    const broken: string[] = [];
    if (snapshot.matches("showing") !== (current !== null)) broken.push("showing must mean a dialog on screen");
    if (current && queue.some((request) => request.id === current.id)) broken.push("the shown dialog also waits");
    if (inputError !== null) {
      const verdict = current?.kind === "prompt" ? validatePrompt(inputValue, current.rules) : true;
      if (verdict !== inputError) broken.push(`input error "${inputError}" does not match validatePrompt`);
    }
    return broken;
  },
};
