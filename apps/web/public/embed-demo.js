// the partner portal of embed-demo.html (a separate file: the site's CSP allows no inline script)
// Only links into this same site are embedded: a partner page never frames an arbitrary address. The same server
// under its other loopback name (localhost ⇄ 127.0.0.1, same port) counts as this site too: a different site for
// the browser, so the demo shows the real third-party case (blocked storage, decision 071).
const frame = document.getElementById("site");
const message = document.getElementById("message");
function open(link) {
  message.textContent = "";
  let url;
  try {
    url = new URL(link, window.location.origin);
  } catch {
    message.textContent = "链接格式不正确";
    return;
  }
  const loopback = ["localhost", "127.0.0.1"];
  const otherName =
    url.port === window.location.port &&
    url.protocol === window.location.protocol &&
    loopback.includes(url.hostname) &&
    loopback.includes(window.location.hostname);
  if ((url.origin !== window.location.origin && !otherName) || url.pathname !== "/orgLogin") {
    message.textContent = "请使用本站签发的机构登录链接（/orgLogin?orgId=…&content=…&secret=…）";
    return;
  }
  frame.src = url.origin === window.location.origin ? url.pathname + url.search : url.href;
}
document.getElementById("link-form").addEventListener("submit", (event) => {
  event.preventDefault();
  open(document.getElementById("link").value.trim());
});
const given = new URLSearchParams(window.location.search).get("link");
if (given) {
  document.getElementById("link").value = given;
  open(given);
}
