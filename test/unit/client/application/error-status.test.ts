import { describe, expect, it } from 'vitest';
import { errorStatusOf } from '../../../../src/client/application/error-status';

describe('errorStatusOf', () => {
  it('reads statusCode, then status, then the response status', () => {
    expect(errorStatusOf({ statusCode: 403, status: 404 })).toBe(403);
    expect(errorStatusOf({ status: 404 })).toBe(404);
    expect(errorStatusOf({ response: { status: 502 } })).toBe(502);
  });

  it('defaults to 500', () => {
    expect(errorStatusOf(new Error('boom'))).toBe(500);
    expect(errorStatusOf(null)).toBe(500);
    expect(errorStatusOf('text')).toBe(500);
    expect(errorStatusOf({ status: 200 })).toBe(500);
    expect(errorStatusOf({ status: '404' })).toBe(500);
    expect(errorStatusOf({ response: null })).toBe(500);
  });
});
