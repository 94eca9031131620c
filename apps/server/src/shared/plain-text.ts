import sanitizeHtml from "sanitize-html";

const ESCAPED: Record<string, string> = { "&lt;": "<", "&gt;": ">", "&quot;": '"', "&amp;": "&" };

const stripOnce = (html: string): string =>
  sanitizeHtml(
    // keep the line structure of simple markup: a <br> or the end of a block becomes a line break
    html.replace(/<br\s*\/?>/gi, "\n").replace(/<\/(p|div|li|h[1-6]|tr)\s*>/gi, "\n"),
    { allowedTags: [], allowedAttributes: {} },
  ).replace(/&(lt|gt|quot|amp);/g, (entity) => ESCAPED[entity] ?? entity);

/**
 * Control characters other than tab and line breaks (C0, DEL, C1) and the bidirectional overrides and isolates,
 * which can make stored text display differently from what it says.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/**
 * Text a visitor typed, with every HTML tag removed (script and style bodies included), entities decoded and
 * control characters dropped, so what is stored is plain text. Repeated while something still looks like a tag, so
 * markup smuggled in as entities (`&lt;script&gt;`) does not come back out as a tag. Used for every free text a
 * visitor stores: site feedback and course ratings.
 */
export function toPlainText(input: string): string {
  let text = input.replace(CONTROL_CHARACTERS, "");
  for (let round = 0; round < 3; round++) {
    const next = stripOnce(text);
    if (next === text) break;
    text = next;
  }
  return (
    text
      // an entity such as &#7; decodes to a control character only now
      .replace(CONTROL_CHARACTERS, "")
      .replace(/\r\n?/g, "\n")
      .replace(/[ \t\u00a0]+\n/g, "\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim()
  );
}
