import type { PayMethodKind } from "./pay-methods";

// brand colours of the two wallets: their marks are recognised by colour, so they are not theme colours
const MARK_COLOUR: Record<PayMethodKind, string> = { wechat: "#09BB07", alipay: "#1677FF" };

/** A small round mark in the wallet's colour (a chat bubble for WeChat Pay, 支 for Alipay). */
export function PayMethodMark({ kind, className }: { kind: PayMethodKind; className?: string }) {
  return (
    <svg className={className} width="22" height="22" viewBox="0 0 22 22" aria-hidden="true">
      <circle cx="11" cy="11" r="11" fill={MARK_COLOUR[kind]} />
      {kind === "wechat" ? (
        <path
          d="M6 9.5c0-2 2.2-3.5 5-3.5s5 1.5 5 3.5-2.2 3.5-5 3.5c-.6 0-1.2-.1-1.7-.2L7.5 14l.4-1.6C6.7 11.7 6 10.7 6 9.5z"
          fill="#fff"
        />
      ) : (
        <text x="11" y="15.5" textAnchor="middle" fontSize="12" fontWeight="700" fill="#fff">
          支
        </text>
      )}
    </svg>
  );
}
