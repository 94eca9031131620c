import { SERVICE_HOURS_TEXT, SUPPORT_CHAT_LIMITS } from "@taxlearn/core";
import type { ChatOfflineForm } from "@taxlearn/ui";
import { useState } from "react";
import { useApi } from "../../lib/api/app-services";
import { failureMessage } from "../../lib/api/failure-message";
import { SUPPORT_CHAT_TEXT } from "./support-chat.messages";

const MOBILE = /^1[3-9]\d{9}$/;
/** The side toolbar's phone hotline (README: Configuration). */
const HOTLINE: string = import.meta.env.VITE_PHONE_HOTLINE || "400-000-0000";

/** The leave-a-message form of the offline window: checked here, stored as a ticket by the server. */
export function useLeaveMessage(): ChatOfflineForm {
  const api = useApi();
  const [content, setContent] = useState("");
  const [contact, setContact] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit() {
    const text = content.trim();
    const phone = contact.trim();
    if (text === "") return setError(SUPPORT_CHAT_TEXT.contentRequired);
    if (phone !== "" && !MOBILE.test(phone)) return setError(SUPPORT_CHAT_TEXT.contactInvalid);
    setError(null);
    setSubmitting(true);
    try {
      const result = await api.supportLeaveMessage({ content: text, contact: phone });
      if (result.success) setSent(result.msg);
      else setError(result.msg);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  return {
    hotline: HOTLINE,
    hours: SERVICE_HOURS_TEXT,
    content,
    contact,
    maxLength: SUPPORT_CHAT_LIMITS.maxTicketLength,
    onContentChange: (text) => {
      setContent(text);
      setError(null);
    },
    onContactChange: (text) => {
      setContact(text);
      setError(null);
    },
    onSubmit: () => void onSubmit(),
    submitting,
    error,
    sent,
  };
}
