import { expect, type Locator } from "@playwright/test";

/**
 * Presses a toolbar button of the console's rich-text editor (`name`: 加粗, 二级标题 …) and waits until the editor
 * has focus again. The editor hands focus back to the text on the next animation frame; a key typed before then, on
 * a busy machine, lands beside the caret it had before the button was pressed.
 */
export async function pressEditorTool(form: Locator, editor: Locator, name: string): Promise<void> {
  await form.getByRole("toolbar").getByRole("button", { name, exact: true }).click();
  await expect(editor).toBeFocused();
}
