// @vitest-environment jsdom
// (jsdom parses the rendered HTML as a browser inserting it would.)
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { markdownOfParagraphs } from '../../../../../src/domain/content/paragraphs-markdown';
import { SanitizedMarkdownRenderer } from '../../../../../src/server/adapters/markdown/sanitized-markdown.renderer';
import { paragraphTexts, problemsOf } from './html-inspection';

const renderer = new SanitizedMarkdownRenderer();

/** Pieces of known attacks and of Markdown syntax, glued in any order with any text between. */
const HOSTILE_PIECES = [
  '<script>',
  '</script>',
  '<scr',
  'ipt>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src=',
  '<a href="',
  '" onmouseover="alert(1)',
  ' style="x:expression(alert(1))"',
  'javascript:',
  'JaVaScRiPt:',
  'java\tscript:',
  '&#106;avascript:',
  '&#x6A;',
  '&#58;',
  '&colon;',
  'vbscript:',
  'data:text/html,',
  'data:image/svg+xml,',
  '//evil.example',
  '[',
  ']',
  '(',
  ')',
  '![',
  '](',
  ']: ',
  '<',
  '>',
  '"',
  "'",
  '`',
  '```',
  '\\',
  '\n',
  '\n\n',
  '# ',
  '- ',
  '> ',
  '1. ',
  '|',
  '|-|',
  '---',
  '<!--',
  '-->',
  '<![CDATA[',
  '&lt;',
  '&amp;',
  '%0a',
  'alert(1)',
  'https://',
  'mailto:',
  ' ',
] as const;

const hostileMarkdown = fc
  .array(fc.oneof(fc.constantFrom(...HOSTILE_PIECES), fc.string({ maxLength: 6 })), { maxLength: 40 })
  .map((pieces) => pieces.join(''));

describe('the Markdown renderer under hostile input (architecture/admin-content.md)', () => {
  it('never writes a script element, an on* or style attribute, an element outside the allow-list or an unsafe link', () => {
    fc.assert(
      fc.property(hostileMarkdown, (markdown) => {
        expect(problemsOf(renderer.toHtml(markdown))).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it('turns plain paragraphs into Markdown that shows the very same paragraphs', () => {
    const paragraph = fc
      .array(
        fc.oneof(fc.constantFrom(...HOSTILE_PIECES, '1.', '2)', '+', '*', '_', '~', '=', '{phone}'), fc.string()),
        {
          maxLength: 12,
        },
      )
      .map((pieces) => pieces.join(''));
    // What customers saw before: each paragraph's text, its HTML whitespace runs shown as one space.
    const shown = (text: string): string => text.replace(/[ \t\r\n\f]+/g, ' ').replace(/^ | $/g, '');
    fc.assert(
      fc.property(fc.array(paragraph, { maxLength: 5 }), (paragraphs) => {
        // Markdown trims what JavaScript calls white space around a paragraph; such text never came from staff.
        fc.pre(paragraphs.every((text) => shown(text).trim() === shown(text)));
        const expected = paragraphs.map(shown).filter((text) => text !== '');
        expect(paragraphTexts(renderer.toHtml(markdownOfParagraphs(paragraphs)))).toEqual(expected);
      }),
      { numRuns: 400 },
    );
  });
});
