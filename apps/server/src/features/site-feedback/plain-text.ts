import sanitizeHtml from "sanitize-html";

const ESCAPED: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&amp;": "&" };

const stripOnce = (html: string): string =>
  sanitizeHtml(
    // keep the line structure of simple markup: a <br> or the end of a block becomes a line break
    html.replace(/<br\s*\/?>/gi, "\n").replace(/<\/(p|div|li|h[1-6]|tr)\s*>/gi, "\n"),
    { allowedTags: [], allowedAttributes: {} },
  ).replace(/&(lt|gt|quot|amp);/g, (entity) => ESCAPED[entity] ?? entity);

/**
 * Text a visitor typed, with every HTML tag removed (script and style bodies included) and entities decoded, so
 * what is stored is plain text. Repeated while something still looks like a tag, so markup smuggled in as
 * entities (`&lt;script&gt;`) does not come back out as a tag.
 */
export function toPlainText(input: string): string {
  let text = input;
  for (let round = 0; round < 3; round++) {
    const next = stripOnce(text);
    if (next === text) break;
    text = next;
  }
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t\u00a0]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
