/** A heading of a rich-text document, with the anchor id it gets. */
export interface OutlineHeading {
  readonly id: string;
  readonly text: string;
  readonly level: 2 | 3 | 4;
}

/**
 * Gives the h2–h4 headings of a server-sanitised rich text anchor ids (`section-1` …) and lists them, for a table
 * of contents. Only ids are added; the markup is otherwise served as the server sanitised it.
 */
export function outlineRichText(html: string, idPrefix = "section"): { html: string; headings: OutlineHeading[] } {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, "text/html");
  const headings: OutlineHeading[] = [];
  doc.body.querySelectorAll("h2, h3, h4").forEach((element, index) => {
    const text = element.textContent?.trim() ?? "";
    if (text === "") return;
    const id = `${idPrefix}-${index + 1}`;
    element.id = id;
    headings.push({ id, text, level: Number(element.tagName.slice(1)) as 2 | 3 | 4 });
  });
  return { html: doc.body.innerHTML, headings };
}
