import { describe, expect, it } from 'vitest';
import { isSafeResultUrl } from '../../../../../src/server/adapters/test-payment/safe-result-url';

describe('isSafeResultUrl', () => {
  it('follows http(s) URLs and same-origin paths', () => {
    expect(isSafeResultUrl('https://shop.example.com/lviv/thank-you')).toBe(true);
    expect(isSafeResultUrl('http://localhost:3000/kyiv/thank-you?orderId=A')).toBe(true);
    expect(isSafeResultUrl('/lviv/thank-you')).toBe(true);
  });

  it('refuses scripts, other schemes, protocol-relative URLs and junk', () => {
    expect(isSafeResultUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeResultUrl('data:text/html,hi')).toBe(false);
    expect(isSafeResultUrl('//evil.example/')).toBe(false);
    expect(isSafeResultUrl('/\\evil.example/')).toBe(false);
    expect(isSafeResultUrl('thank-you')).toBe(false);
  });
});
