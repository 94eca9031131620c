import {
  connectMessageBoxQueue,
  type MessageBoxAction,
  type MessageBoxRequest,
  type messageBoxQueueMachine,
} from "@taxlearn/machines";
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from "react";
import { useDeferredActor, useDeferredSnapshot } from "../../deferred-actor/use-deferred-actor";
import type { MessageBoxDialog } from "./message-box-dialog";

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

/** The answer to requests whose box could not be shown: as if the learner had closed it. */
const NOT_SHOWN: MessageBoxAnswer = { action: "close", value: null };

export function MessageBoxProvider({ children }: { children: ReactNode }) {
  // The requests not answered yet, by their dismissers. The machine loads only while no box is on screen, so when
  // it fails to load every one of them was waiting for it, and is answered as closed.
  const unanswered = useRef(new Set<() => void>());
  // The queue machine (and XState) loads when the first box opens (decision 115), and the dialog with it.
  const [Dialog, setDialog] = useState<typeof MessageBoxDialog | null>(null);
  const queue = useDeferredActor<typeof messageBoxQueueMachine>({
    create: async () => {
      const loaded = await import("./message-box.actor");
      setDialog(() => loaded.MessageBoxDialog);
      return loaded.createMessageBoxActor();
    },
    onLoadError: () => {
      for (const dismiss of [...unanswered.current]) dismiss();
    },
  });
  const snapshot = useDeferredSnapshot(queue);
  const view = snapshot ? connectMessageBoxQueue(snapshot, queue.send) : null;

  const api = useMemo<MessageBoxApi>(() => {
    function open(kind: MessageBoxRequest["kind"], options: RequestOptions) {
      requestCount += 1;
      const request: MessageBoxRequest = { ...options, kind, id: `message-box-${requestCount}` };
      return new Promise<MessageBoxAnswer>((resolve) => {
        const answer = (value: MessageBoxAnswer) => {
          subscription.unsubscribe();
          unanswered.current.delete(dismiss);
          resolve(value);
        };
        const dismiss = () => answer(NOT_SHOWN);
        const subscription = queue.on("messagebox.resolved", (event) => {
          if (event.id === request.id) answer({ action: event.action, value: event.value });
        });
        unanswered.current.add(dismiss);
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
      {view?.open && Dialog ? <Dialog key={snapshot?.context.current?.id} view={view} /> : null}
    </MessageBoxContext.Provider>
  );
}
