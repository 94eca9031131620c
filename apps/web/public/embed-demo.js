// the partner portal of embed-demo.html (a separate file: the site's CSP allows no inline script)
// Only links into this same site are embedded: a partner page never frames an arbitrary address.
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
  if (url.origin !== window.location.origin || url.pathname !== "/orgLogin") {
    message.textContent = "请使用本站签发的机构登录链接（/orgLogin?orgId=…&content=…&secret=…）";
    return;
  }
  frame.src = url.pathname + url.search;
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
