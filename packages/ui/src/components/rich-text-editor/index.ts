// Its own entry (`@taxlearn/ui/rich-text-editor`), not part of the kit's index: the editor library is loaded by the
// operator console's chunk only, never by a learner's page.
export { RichTextEditor, type RichTextEditorProps } from "./rich-text-editor";
