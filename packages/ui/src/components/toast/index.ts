export { type ToastApi, type ToastOptions, ToastProvider, type ToastType, useToast } from "./toast-provider";
