/** The entities sanitised HTML still carries once its tags are gone, and the characters they stand for. */
const ENTITIES: ReadonlyArray<readonly [RegExp, string]> = [
  [/&nbsp;/g, " "],
  [/&lt;/g, "<"],
  [/&gt;/g, ">"],
  [/&quot;/g, '"'],
  [/&#39;/g, "'"],
  // last, so that `&amp;lt;` stays the text `&lt;`
  [/&amp;/g, "&"],
];

/**
 * Plain text of markup whose tags were already removed: entities decoded, runs of white space made one space,
 * trimmed (the site's snippets, search documents and page descriptions).
 */
export const textOfTagFreeHtml = (text: string): string =>
  ENTITIES.reduce((result, [entity, character]) => result.replace(entity, character), text)
    .replace(/\s+/g, " ")
    .trim();
