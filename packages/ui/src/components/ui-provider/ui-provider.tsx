import type { ReactNode } from "react";
import { MessageBoxProvider } from "../message-box";
import { ModalLayer } from "../modal";
import { NotificationProvider } from "../notification";
import { ToastProvider } from "../toast";

/** The kit's page-wide layers in one place: modal stack, message boxes, toasts and notifications. */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ModalLayer>
      <NotificationProvider>
        <ToastProvider>
          <MessageBoxProvider>{children}</MessageBoxProvider>
        </ToastProvider>
      </NotificationProvider>
    </ModalLayer>
  );
}
