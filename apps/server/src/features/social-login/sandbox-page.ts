/** The sandbox providers' pages (what the phone or the workplace app would show); plain HTML, no site scripts. */

export const htmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export const SANDBOX_LOGIN_CSS_PATH = "/sandbox/login.css";

// served as a file: the site's Content-Security-Policy allows no inline styles
export const SANDBOX_LOGIN_CSS = `*{box-sizing:border-box}body{margin:0;font-family:system-ui,"PingFang SC","Noto Sans CJK SC",sans-serif;background:#f2f3f5;color:#1f2329}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:24px 20px;box-shadow:0 2px 8px rgba(0,0,0,.06)}
.tag{display:inline-block;font-size:12px;color:#7a4600;background:#fff4e0;border-radius:4px;padding:2px 8px}
h1{font-size:18px;margin:12px 0 4px}p{font-size:14px;color:#646a73;line-height:1.6}
label{display:block;font-size:14px;margin:16px 0 6px}input{width:100%;font-size:16px;padding:10px 12px;border:1px solid #dcdee0;border-radius:8px}
.actions{display:flex;flex-direction:column;gap:12px;margin-top:20px}
button{width:100%;font-size:17px;padding:14px;border-radius:8px;border:0;cursor:pointer}
.confirm{background:#067a3b;color:#fff}.decline{background:#fff;color:#1f2329;border:1px solid #dcdee0}
p.note{font-size:12px;color:#5f6670;margin-top:20px}`;

export function sandboxPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlEscape(title)}</title>
<link rel="stylesheet" href="${SANDBOX_LOGIN_CSS_PATH}"></head><body><main>${body}</main></body></html>`;
}
