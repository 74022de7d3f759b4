import { describe, expect, it } from 'vitest';
import { CONTENT_BODY_MAX, CONTENT_TITLE_MAX, withPhone } from '../../../../src/domain/content/content-page';
import { checkContentBody, checkContentText } from '../../../../src/domain/content/content-text.rule';

describe('what staff may save as a page text (architecture/admin-content.md)', () => {
  it('keeps a title trimmed and a body without trailing blank lines', () => {
    expect(checkContentText({ title: '  Delivery ', body: '## Zones\n\n- green\n\n  \n' })).toEqual({
      ok: true,
      value: { title: 'Delivery', body: '## Zones\n\n- green' },
    });
  });

  it('accepts an empty body: a page can be its title alone', () => {
    expect(checkContentText({ title: 'Jobs', body: '' }).ok).toBe(true);
  });

  it('refuses a blank title and a too long title or body, naming each field', () => {
    expect(checkContentText({ title: ' \n ', body: 'x'.repeat(CONTENT_BODY_MAX + 1) })).toEqual({
      ok: false,
      problems: [
        { field: 'title', problem: 'required' },
        { field: 'body', problem: 'too-long' },
      ],
    });
    expect(checkContentText({ title: 'x'.repeat(CONTENT_TITLE_MAX + 1), body: '' })).toEqual({
      ok: false,
      problems: [{ field: 'title', problem: 'too-long' }],
    });
  });

  it('counts the body at its limit as fine, and its trailing blanks not at all', () => {
    expect(checkContentBody('x'.repeat(CONTENT_BODY_MAX))).toBeNull();
    expect(checkContentBody(`${'x'.repeat(CONTENT_BODY_MAX)}\n\n   `)).toBeNull();
    expect(checkContentBody('x'.repeat(CONTENT_BODY_MAX + 1))).toBe('too-long');
  });

  it("fills in the city's phone wherever {phone} stands", () => {
    expect(withPhone('Call {phone} or {phone}.', '+38 (032) 229 59 29')).toBe(
      'Call +38 (032) 229 59 29 or +38 (032) 229 59 29.',
    );
  });
});
