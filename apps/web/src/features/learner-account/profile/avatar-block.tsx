import { AVATAR_RULE } from "@taxlearn/api";
import { AvatarUploader, useToast } from "@taxlearn/ui";
import { useState } from "react";
import { useApi } from "../../../lib/api/app-services";
import { failureMessage } from "../../../lib/api/failure-message";
import { LEARNER_ACCOUNT_TEXT as TEXT } from "../learner-account.messages";
import { ProfileBlock } from "./profile-block";

/** The picker checks type and size first (the server checks the bytes again and re-encodes the picture). */
export const avatarFileProblem = (file: File): string | null =>
  AVATAR_RULE.types.includes(file.type) && file.size > 0 && file.size <= AVATAR_RULE.maxBytes ? null : TEXT.badImage;

export function AvatarBlock({
  avatar,
  name,
  onChange,
}: {
  avatar: string;
  name: string;
  onChange: (url: string) => void;
}) {
  const api = useApi();
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function upload(file: File) {
    const problem = avatarFileProblem(file);
    setError(problem);
    if (problem) return;
    setUploading(true);
    try {
      const result = await api.uploadAvatar({ file });
      if (result.success) {
        onChange(result.data.avatar);
        toast.success(result.msg);
      } else setError(result.msg);
    } catch (failure) {
      setError(failureMessage(failure));
    } finally {
      setUploading(false);
    }
  }

  return (
    <ProfileBlock title={TEXT.avatarSection}>
      <AvatarUploader
        src={avatar === "" ? null : avatar}
        name={name}
        accept={AVATAR_RULE.types.join(",")}
        hint={TEXT.avatarHint}
        uploading={uploading}
        error={error}
        onSelect={upload}
      />
    </ProfileBlock>
  );
}
