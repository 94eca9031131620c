import type { ApiClient } from "@taxlearn/api";
import { useMessageBox, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { useApi } from "../../lib/api/app-services";
import { failureMessage } from "../../lib/api/failure-message";

export interface RowActionOptions {
  /** Asked first; nothing is sent unless the operator confirms. */
  readonly confirm?: { readonly title: string; readonly message: string } | undefined;
  /** Which of the screen's actions runs (its button shows busy meanwhile); one name serves a row with one action. */
  readonly key?: string;
}

const ONE_ACTION = "action";

/**
 * A console row's action: an optional confirmation, the call, the server's answer as a toast, then `onChanged` so
 * the list reloads — after a refusal too, which mostly means the row changed meanwhile (issued, published by
 * someone else). A failed request is a toast and reloads nothing. `run` answers whether the server did it.
 */
export function useRowAction(onChanged: () => void) {
  const api = useApi();
  const toast = useToast();
  const messageBox = useMessageBox();
  const [running, setRunning] = useState<string | null>(null);
  const run = async (
    call: (api: ApiClient) => Promise<{ readonly success: boolean; readonly msg: string }>,
    { confirm, key = ONE_ACTION }: RowActionOptions = {},
  ): Promise<boolean> => {
    if (confirm) {
      const answer = await messageBox.confirm(confirm);
      if (answer.action !== "confirm") return false;
    }
    setRunning(key);
    try {
      const result = await call(api);
      if (result.success) toast.success(result.msg);
      else toast.error(result.msg);
      onChanged();
      return result.success;
    } catch (failure) {
      toast.error(failureMessage(failure));
      return false;
    } finally {
      setRunning(null);
    }
  };
  return { run, busy: (key: string = ONE_ACTION) => running === key };
}
