import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../src/domain/shared/locale';
import { refusalMessage } from '../../../src/server/http/i18n/refusal-message';
import { REFUSAL_MESSAGES } from '../../../src/server/http/i18n/refusal-messages';

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));

const filesUnder = async (dir: string): Promise<string[]> => {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? filesUnder(join(dir, entry.name))
        : Promise.resolve(entry.name.endsWith('.ts') ? [join(dir, entry.name)] : []),
    ),
  );
  return nested.flat();
};

const literalsIn = (text: string): string[] =>
  [...text.matchAll(/'([a-z0-9]+(?:-[a-z0-9]+)*)'/g)].map((m) => m[1] as string);

/**
 * Every reason the order pipeline can refuse with, read from the sources themselves (so a reason
 * added tomorrow is found without anyone updating a list): the refuse('…') calls and the *Refusal
 * union types of the use cases, and the domain's reason types they pass through.
 */
const refusalReasonsInSources = async (): Promise<Set<string>> => {
  const reasons = new Set<string>();
  const useCaseFiles = await filesUnder(join(SRC, 'server/application/use-cases'));
  for (const file of useCaseFiles) {
    const text = await readFile(file, 'utf8');
    for (const call of text.matchAll(/refuse\(\s*'([^']+)'/g)) reasons.add(call[1] as string);
    for (const union of text.matchAll(/export type \w+Refusal\s*=([^;]+);/g))
      for (const r of literalsIn(union[1] ?? '')) reasons.add(r);
  }
  const domain = async (path: string, pattern: RegExp) => {
    const text = await readFile(join(SRC, path), 'utf8');
    const block = pattern.exec(text)?.[1];
    if (block === undefined) throw new Error(`${path} no longer declares ${String(pattern)}`);
    for (const r of literalsIn(block)) reasons.add(r);
  };
  await domain('domain/order/submission-rules.ts', /export interface SubmissionReasons \{([^}]+)\}/);
  await domain('domain/sticks/sticks-rule.ts', /export type SticksCheckRefusal\s*=([^;]+);/);
  await domain('domain/payment/cashback.rule.ts', /export type CashbackError\s*=([^;]+);/);
  await domain('domain/order/payment-recovery.rule.ts', /export type PaymentRecoveryRefusal\s*=([^;]+);/);
  await domain(
    'server/application/ports/payment-callback-verifier.port.ts',
    /export type PaymentCallbackRefusal\s*=([^;]+);/,
  );
  // The browser's double-click guard: the server is never "already submitting" (submission.check.ts).
  reasons.delete('already-submitting');
  return reasons;
};

describe('refusal messages (src/server/http/i18n/refusal-messages.ts)', () => {
  it('has a sentence for every refusal reason of every order-pipeline use case', async () => {
    const reasons = await refusalReasonsInSources();
    expect(reasons.size).toBeGreaterThan(40);
    const missing = [...reasons].filter((reason) => !Object.hasOwn(REFUSAL_MESSAGES, reason));
    expect(missing).toEqual([]);
  });

  it('words every sentence in Ukrainian, English and Russian, each its own', () => {
    for (const [reason, sentences] of Object.entries(REFUSAL_MESSAGES)) {
      for (const locale of LOCALES) {
        const sentence = sentences[locale];
        expect(sentence.trim().length, `${reason} in ${locale}`).toBeGreaterThan(8);
        expect(sentence, `${reason} in ${locale}`).toMatch(/[.!?]$/);
      }
      expect(new Set(LOCALES.map((locale) => sentences[locale])).size, reason).toBe(3);
      expect(sentences.uk, reason).toMatch(/[а-яіїєґ]/i);
      expect(sentences.en, reason).not.toMatch(/[а-яіїєґ]/i);
    }
  });

  it('fills placeholders from the details, and leaves no stray braces behind', () => {
    expect(refusalMessage('wrong-code', 'uk', { attemptsLeft: 2 })).toMatch(/Залишилось спроб: 2\.$/);
    expect(refusalMessage('coupon-min-cart-not-reached', 'en', { minCart: 400 })).toBe(
      'This promo code applies to orders from 400 ₴.',
    );
    expect(refusalMessage('amount-mismatch', 'ru', { expected: 428 })).toContain('(428 ₴)');
    for (const [reason, sentences] of Object.entries(REFUSAL_MESSAGES)) {
      const placeholders = [...new Set([...sentences.uk.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))];
      for (const locale of LOCALES) {
        expect(
          [...new Set([...sentences[locale].matchAll(/\{(\w+)\}/g)].map((m) => m[1]))],
          `${reason} ${locale}`,
        ).toEqual(placeholders);
      }
    }
    expect(refusalMessage('something-new', 'en')).toBe(
      'The request could not be completed. Please check the details and try again.',
    );
  });
});
