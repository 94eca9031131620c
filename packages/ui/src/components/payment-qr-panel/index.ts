export { formatCountdown } from "./countdown";
export { PaymentQrPanel, type PaymentQrPanelProps, type PaymentQrPanelStatus } from "./payment-qr-panel";
