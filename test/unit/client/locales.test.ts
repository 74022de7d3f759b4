import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyTextsBackend } from '../../../src/client/adapters/i18n/lazy-texts.backend';
import { NAMESPACES } from '../../../src/client/adapters/i18n/namespaces';
import { LOCALES } from '../../../src/domain/shared/locale';
import { FALLBACK_TEXTS } from '../../../src/client/ui/errors/fallback-texts';

const LOCALES_DIR = join(import.meta.dirname, '../../../locales');

type Tree = { [key: string]: string | Tree };

/** 'a.b.c' → value, for every leaf of a nested translation file. */
const leaves = (tree: Tree, prefix = ''): Map<string, unknown> => {
  const result = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'object' && value !== null) {
      for (const [leaf, leafValue] of leaves(value, path)) result.set(leaf, leafValue);
    } else {
      result.set(path, value);
    }
  }
  return result;
};

/**
 * Not a namespace: the error page's last-resort texts, imported by the start chunk straight from
 * their file because i18next may be what broke (src/client/ui/errors/fallback-texts.ts).
 */
const STANDALONE_FILES = ['error-fallback.json'];

const readNamespace = (locale: string, namespace: string): Tree =>
  JSON.parse(readFileSync(join(LOCALES_DIR, locale, `${namespace}.json`), 'utf8')) as Tree;

describe('locale files', () => {
  it('has one folder per language and the same namespace files in each', () => {
    expect(readdirSync(LOCALES_DIR).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const files = readdirSync(join(LOCALES_DIR, locale)).sort();
      expect(files, locale).toEqual(
        [...NAMESPACES.map((namespace) => `${namespace}.json`), ...STANDALONE_FILES].sort(),
      );
    }
  });

  it('has the last-resort error texts in every language, none empty', () => {
    for (const locale of LOCALES) {
      expect(FALLBACK_TEXTS[locale].message.trim(), locale).not.toBe('');
      expect(FALLBACK_TEXTS[locale].home.trim(), locale).not.toBe('');
    }
    expect(new Set(LOCALES.map((locale) => FALLBACK_TEXTS[locale].message)).size).toBe(LOCALES.length);
  });

  it('loads every namespace file it has, in every language, and refuses what it has not', async () => {
    const read = (language: string, namespace: string) =>
      new Promise<unknown>((resolve, reject) => {
        void lazyTextsBackend.read(language, namespace, (error, texts) =>
          error === null ? resolve(texts) : reject(error),
        );
      });
    for (const locale of LOCALES) {
      for (const namespace of NAMESPACES) {
        expect(await read(locale, namespace), `${locale}/${namespace}`).toEqual(readNamespace(locale, namespace));
      }
    }
    await expect(read('de', 'common')).rejects.toThrow('no texts in de');
    await expect(read('en', 'nope')).rejects.toThrow('no namespace nope');
  });

  it.each(NAMESPACES)('%s: every key exists in all three languages with a non-empty text', (namespace) => {
    const byLocale = LOCALES.map((locale) => [locale, leaves(readNamespace(locale, namespace))] as const);
    const allKeys = new Set(byLocale.flatMap(([, keys]) => [...keys.keys()]));
    expect(allKeys.size).toBeGreaterThan(0);
    for (const [locale, keys] of byLocale) {
      for (const key of allKeys) {
        const value = keys.get(key);
        expect(typeof value, `${locale}/${namespace}: ${key}`).toBe('string');
        expect((value as string).trim(), `${locale}/${namespace}: ${key}`).not.toBe('');
      }
    }
  });

  it('uses the same interpolation variables in every language', () => {
    const variables = (text: string): string[] =>
      [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1] ?? '').sort();
    for (const namespace of NAMESPACES) {
      const uk = leaves(readNamespace('uk', namespace));
      for (const locale of LOCALES) {
        const other = leaves(readNamespace(locale, namespace));
        for (const [key, text] of uk) {
          expect(variables(String(other.get(key))), `${locale}/${namespace}: ${key}`).toEqual(variables(String(text)));
        }
      }
    }
  });

  it('says "This page could not be found" in English', () => {
    expect(readNamespace('en', 'common')).toMatchObject({ notFound: { title: 'This page could not be found' } });
  });
});
