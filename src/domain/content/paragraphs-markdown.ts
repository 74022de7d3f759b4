/*
 * Plain paragraphs (the information pages' texts before they were Markdown) written as Markdown
 * that renders as the very same paragraphs. Migration 0029 does the same in SQL for the texts
 * already stored; an integration test holds the two together.
 */

// HTML collapses these runs into one space, which is what customers saw of a line break.
const HTML_WHITESPACE = /[ \t\r\n\f]+/g;
// Characters that could open an inline construct: escapes, code, emphasis, links, tags, strike-through.
const INLINE_MARKERS = /([\\`*_[\]<~])/g;
// '&amp;' or '&#38;' would be read as the character it names.
const ENTITY_LIKE = /&(#?[A-Za-z0-9]+;)/g;
// A line starting like a heading, a quote or a bullet.
const BLOCK_MARKER = /^([#>+-])/;
// A line starting like an item of a numbered list ('1. General.').
const NUMBERED = /^([0-9]{1,9})([.)])/;

/** One paragraph as Markdown text that renders as exactly that text; '' for a blank one. */
export const markdownOfParagraph = (paragraph: string): string =>
  paragraph
    .replace(HTML_WHITESPACE, ' ')
    .replace(/^ | $/g, '')
    .replace(INLINE_MARKERS, '\\$1')
    .replace(ENTITY_LIKE, '\\&$1')
    .replace(BLOCK_MARKER, '\\$1')
    .replace(NUMBERED, '$1\\$2');

/** Paragraphs joined by blank lines, as Markdown writes them; blank ones are left out. */
export const markdownOfParagraphs = (paragraphs: readonly string[]): string =>
  paragraphs
    .map(markdownOfParagraph)
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
