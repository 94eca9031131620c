/**
 * The sandbox container's `dd` (sandbox-dingtalk.route.ts serves it at /sandbox/dingtalk/jsapi.js): the part of
 * DingTalk's JS API the sign-on page uses, with the same shape — `dd.ready(callback)`, `dd.error(callback)`,
 * `dd.runtime.permission.requestAuthCode({ corpId, onSuccess({ code }), onFail({ errorCode, errorMessage }) })`.
 * Where the real SDK asks the DingTalk app over its native bridge, this asks the sandbox over the container's cookie.
 */
export const SANDBOX_DD_SCRIPT = `(function () {
  "use strict";
  var errors = [];
  window.dd = {
    env: { platform: "sandbox" },
    ready: function (callback) { setTimeout(callback, 0); },
    error: function (callback) { errors.push(callback); },
    runtime: {
      permission: {
        requestAuthCode: function (options) {
          fetch("/sandbox/dingtalk/container/requestAuthCode", {
            method: "POST",
            credentials: "same-origin",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ corpId: options.corpId }),
          })
            .then(function (response) { return response.json(); })
            .then(function (answer) {
              if (answer.errcode === 0) options.onSuccess({ code: answer.code });
              else options.onFail({ errorCode: answer.errcode, errorMessage: answer.errmsg });
            }, function (error) {
              options.onFail({ errorCode: -1, errorMessage: String(error) });
            });
        },
      },
    },
  };
})();
`;
