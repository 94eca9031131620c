/**
 * The sandbox's stand-in for WeChat's in-app `WeixinJSBridge`, served as /sandbox/wechat/jsbridge.js (a file: the
 * site's Content-Security-Policy allows no inline script). `invoke("getBrandWCPayRequest", params, cb)` does what
 * WeChat does with the shop's JSAPI parameters: checks them (the server verifies paySign against the merchant key),
 * shows the amount, and answers `get_brand_wcpay_request:ok|cancel|fail`. The payer confirms with the browser's
 * confirm dialog, so a desktop browser (or an e2e test) can play WeChat. The prepay_id names the trade and its
 * secret, as every sandbox pay link does.
 */
/** Where the sandbox serves it (the pay answer names it as `jsapiBridgeUrl` while the sandbox provider is on). */
export const SANDBOX_JSAPI_BRIDGE_PATH = "/sandbox/wechat/jsbridge.js";

export const SANDBOX_BRIDGE_SCRIPT = `(function () {
  if (window.WeixinJSBridge) return;
  var PREPAY = /^prepay_id=wx([A-Za-z0-9]{6,32})\\.([A-Za-z0-9_-]{16,64})$/;
  function post(url, body) {
    return fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      credentials: "omit",
      body: JSON.stringify(body),
    }).then(function (response) { return response.json(); });
  }
  window.WeixinJSBridge = {
    invoke: function (name, params, callback) {
      function done(message) { if (typeof callback === "function") callback({ err_msg: message }); }
      if (name !== "getBrandWCPayRequest") return done(name + ":fail_not_supported");
      var match = PREPAY.exec((params && params.package) || "");
      if (!match) return done("get_brand_wcpay_request:fail");
      var url = "/sandbox/pay/" + match[1] + "/" + match[2] + "/jsapi";
      post(url, { action: "check", params: params })
        .then(function (info) {
          if (info.err_msg || !info.payable) return done("get_brand_wcpay_request:fail");
          var yes = window.confirm("【沙箱微信支付】" + info.description + "\\n¥" + info.amount + "\\n确认支付？");
          return post(url, { action: yes ? "approve" : "cancel", params: params }).then(function (answer) {
            done(answer.err_msg);
          });
        })
        .catch(function () { done("get_brand_wcpay_request:fail"); });
    },
    on: function () {},
    call: function () {},
  };
  document.dispatchEvent(new Event("WeixinJSBridgeReady"));
})();
`;
