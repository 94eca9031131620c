import { textOfTagFreeHtml } from "@taxlearn/core";
import sanitizeHtml from "sanitize-html";

/** Rich text is stored and served sanitised: formatting, tables, links and images only; no scripts or handlers. */
export const sanitizeRichText = (html: string): string =>
  sanitizeHtml(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "p",
      "br",
      "strong",
      "em",
      "b",
      "i",
      "u",
      "ul",
      "ol",
      "li",
      "blockquote",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "a",
      "img",
      "span",
    ],
    allowedAttributes: {
      a: ["href", "title", "rel"],
      img: ["src", "alt", "width", "height"],
      td: ["colspan", "rowspan"],
      th: ["colspan", "rowspan"],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowProtocolRelative: false,
    transformTags: { a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }) },
  });

/** Plain text of rich text (for snippets and the isConvert option). */
export const richTextToPlain = (html: string): string =>
  // block ends become spaces so that a heading and the paragraph after it do not run together
  textOfTagFreeHtml(
    sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|td|th|tr|blockquote)>|<br\s*\/?>/gi, "$& "), {
      allowedTags: [],
      allowedAttributes: {},
    }),
  );
