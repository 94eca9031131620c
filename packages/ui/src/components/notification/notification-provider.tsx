import { CONSTANTS } from "@taxlearn/core";
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { UI_TEXT } from "../../ui.messages";
import { CloseIcon } from "../modal/close-icon";
import { useAutoDismiss } from "../toast/use-auto-dismiss";
import * as styles from "./notification.css";
import { StatusIcon, type StatusType } from "./status-icon";

export type NotificationPosition = "top-right" | "top-left" | "bottom-right" | "bottom-left";

export interface NotificationOptions {
  title: string;
  message?: string;
  type?: StatusType;
  /** spec §9: 4500 ms by default; 0 keeps it until closed. */
  duration?: number;
  /** spec §9: top-right by default. */
  position?: NotificationPosition;
}

interface NotificationItem extends Required<Omit<NotificationOptions, "message">> {
  id: number;
  message: string;
}

export interface NotificationApi {
  notify: (options: NotificationOptions) => number;
  close: (id: number) => void;
}

const NotificationContext = createContext<NotificationApi | null>(null);

/** Corner notices with a title, e.g. the 错误 notice of a failed logout (spec §8). */
export function useNotification(): NotificationApi {
  const api = useContext(NotificationContext);
  if (!api) throw new Error("useNotification needs a NotificationProvider (or UiProvider) above it.");
  return api;
}

const POSITIONS: NotificationPosition[] = ["top-right", "top-left", "bottom-right", "bottom-left"];

function Notification({ item, onClose }: { item: NotificationItem; onClose: (id: number) => void }) {
  const [hovered, setHovered] = useState(false);
  useAutoDismiss(item.duration, () => onClose(item.id), hovered);
  return (
    <section
      className={styles.notification}
      role={item.type === "error" ? "alert" : "status"}
      aria-label={item.title}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <span className={styles.icon({ type: item.type })}>
        <StatusIcon type={item.type} size={22} />
      </span>
      <div className={styles.content}>
        <h2 className={styles.title}>{item.title}</h2>
        {item.message ? <p className={styles.message}>{item.message}</p> : null}
      </div>
      <button type="button" className={styles.closeButton} aria-label={UI_TEXT.close} onClick={() => onClose(item.id)}>
        <CloseIcon size={16} />
      </button>
    </section>
  );
}

let notificationCount = 0;

export function NotificationProvider({ children }: { children: ReactNode }) {
  const [items, setItems] = useState<NotificationItem[]>([]);
  const close = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);

  const api = useMemo<NotificationApi>(
    () => ({
      notify: (options) => {
        notificationCount += 1;
        const item: NotificationItem = {
          id: notificationCount,
          message: "",
          type: "info",
          duration: CONSTANTS.notificationDurationMs,
          position: CONSTANTS.notificationPosition,
          ...options,
        };
        setItems((current) => [...current, item]);
        return item.id;
      },
      close,
    }),
    [close],
  );

  const spacing = CONSTANTS.notificationSpacingPx;
  return (
    <NotificationContext.Provider value={api}>
      {children}
      {POSITIONS.map((position) => {
        const here = items.filter((item) => item.position === position);
        if (here.length === 0) return null;
        return (
          <div
            key={position}
            className={styles.region({ position })}
            style={{ gap: spacing, padding: spacing }}
            data-position={position}
          >
            {here.map((item) => (
              <Notification key={item.id} item={item} onClose={close} />
            ))}
          </div>
        );
      })}
    </NotificationContext.Provider>
  );
}
