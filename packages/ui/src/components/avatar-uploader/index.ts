export { AvatarUploader, type AvatarUploaderProps } from "./avatar-uploader";
