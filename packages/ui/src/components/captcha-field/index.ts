export { CaptchaField, type CaptchaFieldProps, type CaptchaFieldStatus } from "./captcha-field";
