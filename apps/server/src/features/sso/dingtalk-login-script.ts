/**
 * The script of the page DingTalk opens (dingtalk-login-page.ts), served as a file: the site's CSP runs no inline
 * script. Inside DingTalk (or the sandbox's container) `window.dd` is the JS API: `dd.ready`, then
 * `dd.runtime.permission.requestAuthCode({ corpId, onSuccess({ code }), onFail(error) })`. The code goes straight
 * to the exchange in a request body, never into a URL; the access token it answers is kept where the web app's
 * /ddLogin reads it (`accesstoken`, spec §7), and the web app finishes the organisation login.
 */
export const DD_LOGIN_SCRIPT = `(function () {
  "use strict";
  var root = document.getElementById("dd-login");
  var status = document.getElementById("dd-login-status");
  var home = document.getElementById("dd-login-home");
  if (!root || !root.dataset.orgId) return;
  var texts = JSON.parse(root.dataset.texts || "{}");
  var orgId = root.dataset.orgId;
  var corpId = root.dataset.corpId;
  var done = false;
  // a new sign-on must not fall back on a token an earlier one left
  localStorage.removeItem("accesstoken");
  localStorage.removeItem("accesstokenold");
  function fail(message) {
    if (done) return;
    done = true;
    status.textContent = message || texts.codeRefused;
    root.dataset.state = "failed";
    if (home) home.hidden = false;
  }
  var dd = window.dd;
  if (!dd || !dd.runtime || !dd.runtime.permission) return fail(texts.openInDingTalk);
  if (typeof dd.error === "function") dd.error(function () { fail(texts.codeRefused); });
  dd.ready(function () {
    dd.runtime.permission.requestAuthCode({
      corpId: corpId,
      onSuccess: function (result) {
        if (!result || !result.code) return fail(texts.codeRefused);
        fetch("/api/auth/getDDUserToken", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ code: result.code, orgId: Number(orgId) }),
        })
          .then(function (response) { return response.json(); })
          .then(function (answer) {
            if (!answer || !answer.success) return fail(answer && answer.msg);
            done = true;
            localStorage.setItem("accesstoken", answer.data.accessToken);
            location.replace("/ddLogin?orgId=" + encodeURIComponent(orgId) + "&step=signOn");
          }, function () { fail(texts.network); });
      },
      onFail: function () { fail(texts.codeRefused); },
    });
  });
})();
`;
