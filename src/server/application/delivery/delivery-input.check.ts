import { LOCALES, type Translated } from '../../../domain/shared/locale';
import { refuse, type Refusal } from '../use-cases/support/use-case-result';

/** A field staff left empty or made too long; `field` names it as the request does ('street.en'). */
export type DeliveryInputRefusal = 'empty-field' | 'too-long-field';

export const MAX_TEXT_LENGTH = 200;

const clean = (text: string): string => text.trim().replace(/\s+/g, ' ');

/** The text trimmed, or a refusal naming the field. */
export const checkText = (
  text: string,
  field: string,
  options: { readonly allowEmpty?: boolean } = {},
): string | Refusal<DeliveryInputRefusal> => {
  const value = clean(text);
  if (value === '' && options.allowEmpty !== true) return refuse('empty-field', { field });
  if (value.length > MAX_TEXT_LENGTH) return refuse('too-long-field', { field, max: MAX_TEXT_LENGTH });
  return value;
};

/** Every language's text trimmed and filled in, or a refusal naming the first bad one. */
export const checkTranslated = (value: Translated, field: string): Translated | Refusal<DeliveryInputRefusal> => {
  const checked: Partial<Translated> = {};
  for (const locale of LOCALES) {
    const text = checkText(value[locale], `${field}.${locale}`);
    if (typeof text !== 'string') return text;
    checked[locale] = text;
  }
  return checked as Translated;
};

export const isRefusal = <R extends string>(value: unknown): value is Refusal<R> =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
