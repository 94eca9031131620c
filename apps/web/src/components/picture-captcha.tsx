import type { FailureReason } from "@taxlearn/api";
import { CaptchaField, type CaptchaFieldStatus } from "@taxlearn/ui";
import { useCallback, useRef, useState } from "react";
import { useApi } from "../lib/api/app-services";
import { SHARED_TEXT } from "../lib/shared.messages";

/** The answer a guarded call carries (`captchaId`, `captchaAnswer`). */
export interface PictureAnswer {
  captchaId: string;
  captchaAnswer: string;
}

/** Why a new picture is loaded: the first time it is asked for, or the last answer failed. */
export type PictureReason = "asked" | "wrong" | "expired";

/**
 * A picture captcha the server may ask for (status 449): hidden until `ask`, then a new picture after every
 * refusal that used one (answers are single-use). `answer()` is what to send; null when not asked or left empty.
 */
export function usePictureCaptcha() {
  const api = useApi();
  const [asked, setAsked] = useState(false);
  const [status, setStatus] = useState<CaptchaFieldStatus>("loading");
  const [image, setImage] = useState<string | null>(null);
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const captchaId = useRef<string | null>(null);
  const expiry = useRef<ReturnType<typeof setTimeout> | null>(null);

  const load = useCallback(
    async (reason: PictureReason) => {
      setAsked(true);
      setStatus("loading");
      setValue("");
      setError(null);
      if (expiry.current) clearTimeout(expiry.current);
      try {
        const result = await api.imageCaptcha({});
        if (!result.success) throw new Error(result.msg);
        captchaId.current = result.data.captchaId;
        setImage(result.data.image);
        setStatus(reason === "asked" ? "shown" : reason);
        // a picture left too long is stale: say so and fetch a fresh one when the learner clicks it
        expiry.current = setTimeout(() => setStatus("expired"), result.data.expiresInSeconds * 1000);
      } catch {
        captchaId.current = null;
        setImage(null);
        setStatus("failed");
      }
    },
    [api],
  );

  /** What to send with the call; sets the field's message when asked but empty. */
  const answer = (): PictureAnswer | null | "missing" => {
    if (!asked) return null;
    const typed = value.trim();
    if (!captchaId.current || typed === "") {
      setError(SHARED_TEXT.picture.required);
      return "missing";
    }
    return { captchaId: captchaId.current, captchaAnswer: typed };
  };

  /** After a call: the server's 449 asks (again); any answer sent was used up either way. */
  const after = (result: { status: number; reason?: FailureReason }, sent: PictureAnswer | null) => {
    if (result.status === 449) {
      void load(!sent ? "asked" : result.reason === "captchaExpired" ? "expired" : "wrong");
    } else if (sent) {
      void load("asked");
    }
  };

  const field = asked ? (
    <CaptchaField
      value={value}
      onChange={(next) => {
        setValue(next);
        setError(null);
      }}
      image={image}
      status={status}
      error={error}
      onRefresh={() => void load("asked")}
    />
  ) : null;

  return { asked, field, answer, after, load };
}
