import type { ReactNode } from "react";
import { UI_TEXT } from "../../ui.messages";
import * as styles from "./login-gate.css";

export interface LoginGateProps {
  /** True for an anonymous visitor: the layer is on. */
  locked: boolean;
  /** Sends the visitor to /login with the redirect (spec §6). */
  onRequireLogin: () => void;
  children: ReactNode;
  /** Accessible name of the layer; defaults to 登录. */
  label?: string;
}

/** Covers a protected element with a transparent click layer for anonymous visitors (spec §6). */
export function LoginGate({ locked, onRequireLogin, children, label = UI_TEXT.login }: LoginGateProps) {
  if (!locked) return <>{children}</>;
  return (
    <div className={styles.wrapper}>
      {children}
      <button type="button" className={styles.layer} aria-label={label} onClick={onRequireLogin} />
    </div>
  );
}
