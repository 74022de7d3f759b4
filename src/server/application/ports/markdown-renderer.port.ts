/**
 * Turns staff's Markdown into the HTML customers' browsers insert as it is (architecture/admin-content.md):
 * only the allowed elements, attributes and link schemes come out, whatever the input.
 */
export interface MarkdownRendererPort {
  toHtml(markdown: string): string;
}
