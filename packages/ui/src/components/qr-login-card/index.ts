export { QrLoginCard, type QrLoginCardProps, type QrLoginCardStatus } from "./qr-login-card";
