/** This window leaves the site for a provider's page (WeChat Pay H5, Alipay WAP, WeChat's authorisation). */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}
