import {
  connectMessageBoxQueue,
  type MessageBoxAction,
  type MessageBoxRequest,
  messageBoxQueueMachine,
} from "@taxlearn/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { MessageBoxDialog } from "./message-box-dialog";

export interface MessageBoxAnswer {
  action: MessageBoxAction;
  /** The prompt's input when confirmed; null otherwise. */
  value: string | null;
}

type RequestOptions = Omit<MessageBoxRequest, "id" | "kind">;

export interface MessageBoxApi {
  alert: (options: Pick<RequestOptions, "title" | "message">) => Promise<MessageBoxAnswer>;
  /** e.g. the logout confirm 您确定退出登录吗？ (spec §4). */
  confirm: (options: Pick<RequestOptions, "title" | "message">) => Promise<MessageBoxAnswer>;
  /** Confirms only with input that passes `rules` (core's validatePrompt); Enter confirms unless a text area. */
  prompt: (options: RequestOptions) => Promise<MessageBoxAnswer>;
}

const MessageBoxContext = createContext<MessageBoxApi | null>(null);

/** Opens alert / confirm / prompt boxes; they queue and show one at a time (spec §4). */
export function useMessageBox(): MessageBoxApi {
  const api = useContext(MessageBoxContext);
  if (!api) throw new Error("useMessageBox needs a MessageBoxProvider (or UiProvider) above it.");
  return api;
}

let requestCount = 0;

export function MessageBoxProvider({ children }: { children: ReactNode }) {
  const queue = useActorRef(messageBoxQueueMachine);
  const snapshot = useSelector(queue, (state) => state);
  const view = connectMessageBoxQueue(snapshot, queue.send);

  const api = useMemo<MessageBoxApi>(() => {
    function open(kind: MessageBoxRequest["kind"], options: RequestOptions) {
      requestCount += 1;
      const request: MessageBoxRequest = { ...options, kind, id: `message-box-${requestCount}` };
      return new Promise<MessageBoxAnswer>((resolve) => {
        const subscription = queue.on("messagebox.resolved", (event) => {
          if (event.id !== request.id) return;
          subscription.unsubscribe();
          resolve({ action: event.action, value: event.value });
        });
        queue.send({ type: "MESSAGEBOX.OPEN", request });
      });
    }
    return {
      alert: (options) => open("alert", options),
      confirm: (options) => open("confirm", options),
      prompt: (options) => open("prompt", options),
    };
  }, [queue]);

  return (
    <MessageBoxContext.Provider value={api}>
      {children}
      {view.open ? <MessageBoxDialog key={snapshot.context.current?.id} view={view} /> : null}
    </MessageBoxContext.Provider>
  );
}
