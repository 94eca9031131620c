import type { ApiClient } from "@taxlearn/api";
import { useToast } from "@taxlearn/ui";
import { type FormEvent, useState } from "react";
import { useApi } from "../../lib/api/app-services";
import { failureMessage } from "../../lib/api/failure-message";
import { ADMIN_TEXT } from "./admin.messages";

/**
 * A console form's save: `busy` while it runs; on success a toast with the server's message and `onSaved`; otherwise
 * the server's refusal (it names the field) or the network failure as `error`, with every typed value kept.
 */
export function useSaveForm(save: () => Promise<{ success: boolean; msg: string }>, onSaved: () => void) {
  const toast = useToast();
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await save();
      if (result.success) {
        setError("");
        toast.success(result.msg || ADMIN_TEXT.saved);
        onSaved();
      } else setError(result.msg);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, submit };
}

/**
 * A console form over a draft of text fields (values travel as text; the server checks them): `set(key)` edits one
 * field, submitting saves the whole draft as useSaveForm does.
 */
export function useDraftForm<D extends Record<string, string>>(
  initial: D | (() => D),
  save: (api: ApiClient, draft: D) => Promise<{ success: boolean; msg: string }>,
  onSaved: () => void,
) {
  const api = useApi();
  const [draft, setDraft] = useState(initial);
  const set = (key: keyof D & string) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  return { draft, set, setDraft, ...useSaveForm(() => save(api, draft), onSaved) };
}
