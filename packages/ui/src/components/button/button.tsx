import type { ButtonHTMLAttributes, Ref } from "react";
import { type ButtonVariants, button } from "./button.css";

export type ButtonProps = ButtonVariants &
  ButtonHTMLAttributes<HTMLButtonElement> & {
    /** Shows the busy state: disabled and marked aria-busy. */
    loading?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

/** The kit's one button: tones for brand, VIP, neutral and text actions. */
export function Button({
  tone,
  size,
  block,
  loading = false,
  disabled,
  className,
  type = "button",
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={[button({ tone, size, block }), className].filter(Boolean).join(" ")}
    >
      {children}
    </button>
  );
}
