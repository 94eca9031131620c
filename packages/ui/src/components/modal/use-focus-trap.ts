import type { FocusTrap } from "focus-trap";
import { type RefObject, useEffect } from "react";

/**
 * A dialog's keyboard focus (WAI-ARIA dialog pattern), while `active`:
 * - focus moves into `containerRef` at once (`initialFocusRef`, else the container itself, which has tabIndex -1);
 * - Tab and Shift+Tab stay inside it (focus-trap, loaded on first use so it stays out of the first render's
 *   JavaScript; a dialog opened over another pauses the one below). Until it has loaded (a slow phone, a busy
 *   machine), Tab does nothing rather than leave the dialog;
 * - when it ends, focus goes back to the element that had it before (the opener), if that is still on the page.
 * Escape is not handled here: the modal stack and the message-box queue decide what it closes.
 */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocusRef?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!active || !container) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    (initialFocusRef?.current ?? container).focus();

    let trap: FocusTrap | undefined;
    let ended = false;
    // Tab is held only while the import runs; then the trap takes it over (or the browser, if the import fails)
    const holdTab = (event: KeyboardEvent) => {
      if (event.key === "Tab") event.preventDefault();
    };
    container.addEventListener("keydown", holdTab);
    const releaseTab = () => container.removeEventListener("keydown", holdTab);
    void import("focus-trap")
      .then(({ createFocusTrap }) => {
        if (ended || !container.isConnected) return;
        trap = createFocusTrap(container, {
          // focus is already inside; the trap only keeps it there
          initialFocus: false,
          fallbackFocus: container,
          escapeDeactivates: false,
          // the backdrop's click is the modal stack's to judge (closeOnBackdrop)
          allowOutsideClick: true,
          returnFocusOnDeactivate: false,
        });
        trap.activate();
      })
      .finally(releaseTab);
    return () => {
      ended = true;
      releaseTab();
      trap?.deactivate();
      if (opener?.isConnected) opener.focus();
    };
  }, [active, containerRef, initialFocusRef]);
}
