import { Button } from "../button";
import * as styles from "./storage-access-prompt.css";

export type StorageAccessState = "prompt" | "requesting" | "denied";

export interface StorageAccessPromptProps {
  state: StorageAccessState;
  /** Asks the browser for storage access; must run inside the click (a user gesture). */
  onRequest: () => void;
  onDismiss: () => void;
}

/**
 * Shown inside a partner's page (iframe) when the browser keeps this site's storage from it (Safari-style
 * third-party blocking): the session still works for this visit in memory; one click asks the browser to let the
 * login be kept (Storage Access API).
 */
export function StorageAccessPrompt({ state, onRequest, onDismiss }: StorageAccessPromptProps) {
  return (
    <section className={styles.prompt} aria-label="登录状态保存">
      <p className={styles.text}>
        {state === "denied"
          ? "浏览器未允许保存登录状态，本次访问仍可正常使用，关闭页面后需重新登录"
          : "当前浏览器限制了嵌入页面保存登录状态，本次访问可正常使用；允许后，刷新页面也能保持登录"}
      </p>
      {state === "denied" ? null : (
        <Button size="small" loading={state === "requesting"} onClick={onRequest}>
          允许保存登录状态
        </Button>
      )}
      <Button size="small" tone="secondary" onClick={onDismiss}>
        知道了
      </Button>
    </section>
  );
}
