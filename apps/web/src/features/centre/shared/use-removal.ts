import type { ApiResult } from "@taxlearn/api";
import { useToast } from "@taxlearn/ui";
import { useState } from "react";
import { failureMessage } from "../../../lib/api/failure-message";

/**
 * One removal at a time from a centre list (取消收藏, 删除足迹 …): the row's button waits, the outcome is toasted and
 * the list is read again on success.
 */
export function useRemoval(reload: () => void) {
  const toast = useToast();
  const [pending, setPending] = useState<string | null>(null);
  const remove = async (key: string, call: () => Promise<ApiResult<unknown>>) => {
    setPending(key);
    try {
      const result = await call();
      toast.show({ message: result.msg, type: result.success ? "success" : "error" });
      if (result.success) reload();
    } catch (error) {
      toast.show({ message: failureMessage(error), type: "error" });
    } finally {
      setPending(null);
    }
  };
  return { pending, remove };
}
