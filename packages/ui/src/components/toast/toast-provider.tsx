import { CONSTANTS } from "@taxlearn/core";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { UI_TEXT } from "../../ui.messages";
import { CloseIcon } from "../modal/close-icon";
import { StatusIcon, type StatusType } from "../notification/status-icon";
import * as styles from "./toast.css";
import { useAutoDismiss } from "./use-auto-dismiss";

export type ToastType = StatusType;

export interface ToastOptions {
  message: string;
  type?: ToastType;
  /** spec §9: 3000 ms by default; 0 keeps it until closed. */
  duration?: number;
  showClose?: boolean;
}

interface ToastItem extends Required<ToastOptions> {
  id: number;
}

export interface ToastApi {
  show: (options: ToastOptions) => number;
  info: (message: string) => number;
  success: (message: string) => number;
  warning: (message: string) => number;
  error: (message: string) => number;
  close: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/** Short messages at the top of the page, e.g. 登出成功 or 机构登录失败. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast needs a ToastProvider (or UiProvider) above it.");
  return api;
}

function Toast({ item, onClose }: { item: ToastItem; onClose: (id: number) => void }) {
  useAutoDismiss(item.duration, () => onClose(item.id));
  return (
    <div className={styles.toast({ type: item.type })} role={item.type === "error" ? "alert" : "status"}>
      <StatusIcon type={item.type} />
      <span className={styles.text}>{item.message}</span>
      {item.showClose ? (
        <button
          type="button"
          className={styles.closeButton}
          aria-label={UI_TEXT.close}
          onClick={() => onClose(item.id)}
        >
          <CloseIcon size={14} />
        </button>
      ) : null}
    </div>
  );
}

let toastCount = 0;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const close = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);

  const api = useMemo<ToastApi>(() => {
    const show = (options: ToastOptions) => {
      toastCount += 1;
      const item: ToastItem = {
        id: toastCount,
        type: "info",
        duration: CONSTANTS.messageDurationMs,
        showClose: false,
        ...options,
      };
      setItems((current) => [...current, item]);
      return item.id;
    };
    return {
      show,
      info: (message) => show({ message, type: "info" }),
      success: (message) => show({ message, type: "success" }),
      warning: (message) => show({ message, type: "warning" }),
      error: (message) => show({ message, type: "error" }),
      close,
    };
  }, [close]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className={styles.region} style={{ top: CONSTANTS.messageOffsetPx }}>
        {items.map((item) => (
          <Toast key={item.id} item={item} onClose={close} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}
