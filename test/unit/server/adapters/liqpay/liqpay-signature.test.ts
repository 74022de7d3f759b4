import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isLiqpaySignatureValid, liqpaySignature } from '../../../../../src/server/adapters/liqpay/liqpay-signature';
import { constantTimeEqual } from '../../../../../src/server/adapters/crypto/constant-time-equal';

/*
 * LiqPay's own documented Checkout example (https://www.liqpay.ua/documentation/api/aquiring/checkout/doc):
 * the form's data value is printed wrapped in 76-column lines (as the shell's `base64` prints it),
 * and the documented signature is over exactly that text with private key 'your_private_key'.
 */
const DOCUMENTED_DATA = [
  'eyAidmVyc2lvbiIgOiAzLCAicHVibGljX2tleSIgOiAieW91cl9wdWJsaWNfa2V5IiwgImFjdGlv',
  'biIgOiAicGF5IiwgImFtb3VudCIgOiAxLCAiY3VycmVuY3kiIDogIlVTRCIsICJkZXNjcmlwdGlv',
  'biIgOiAiZGVzY3JpcHRpb24gdGV4dCIsICJvcmRlcl9pZCIgOiAib3JkZXJfaWRfMSIgfQ==',
].join('\n');
const DOCUMENTED_SIGNATURE = 'QvJD5u9Fg55PCx/Hdz6lzWtYwcI=';
const DOCUMENTED_PRIVATE_KEY = 'your_private_key';

describe('LiqPay signature', () => {
  it("reproduces the signature of LiqPay's documented checkout example", () => {
    expect(liqpaySignature(DOCUMENTED_PRIVATE_KEY, DOCUMENTED_DATA)).toBe(DOCUMENTED_SIGNATURE);
    expect(isLiqpaySignatureValid(DOCUMENTED_PRIVATE_KEY, DOCUMENTED_DATA, DOCUMENTED_SIGNATURE)).toBe(true);
  });

  it('is base64(sha1(private + data + private)) computed independently with node:crypto', () => {
    const data = Buffer.from('{"order_id":"A1","amount":"1.00"}').toString('base64');
    const byHand = createHash('sha1').update(`secret${data}secret`).digest('base64');
    expect(liqpaySignature('secret', data)).toBe(byHand);
  });

  it('refuses a wrong key, a changed data string and a signature of another length without throwing', () => {
    expect(isLiqpaySignatureValid('other_private_key', DOCUMENTED_DATA, DOCUMENTED_SIGNATURE)).toBe(false);
    expect(
      isLiqpaySignatureValid(DOCUMENTED_PRIVATE_KEY, DOCUMENTED_DATA.replace('\n', ''), DOCUMENTED_SIGNATURE),
    ).toBe(false);
    expect(isLiqpaySignatureValid(DOCUMENTED_PRIVATE_KEY, DOCUMENTED_DATA, 'short')).toBe(false);
    expect(isLiqpaySignatureValid(DOCUMENTED_PRIVATE_KEY, DOCUMENTED_DATA, '')).toBe(false);
  });
});

describe('constantTimeEqual', () => {
  it('compares equal strings, different strings and strings of different byte lengths', () => {
    expect(constantTimeEqual('abc=', 'abc=')).toBe(true);
    expect(constantTimeEqual('abc=', 'abd=')).toBe(false);
    expect(constantTimeEqual('abc=', 'abc')).toBe(false);
    // Same number of characters, different number of UTF-8 bytes.
    expect(constantTimeEqual('abcd', 'abcé')).toBe(false);
  });
});
