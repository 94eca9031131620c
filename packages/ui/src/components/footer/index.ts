export { DEFAULT_FOOTER_LINK_HREFS, Footer, type FooterLinkHrefs, type FooterProps, type FooterQrUrls } from "./footer";
