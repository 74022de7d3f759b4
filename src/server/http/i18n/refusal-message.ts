import { DEFAULT_LOCALE, type Locale } from '../../../domain/shared/locale';
import type { RefusalDetails } from '../../application/use-cases/support/use-case-result';
import { REFUSAL_MESSAGES, type OrderPipelineRefusal } from './refusal-messages';

const isKnownReason = (reason: string): reason is OrderPipelineRefusal => Object.hasOwn(REFUSAL_MESSAGES, reason);

/**
 * The sentence for a refusal in the request's language, with `{name}` placeholders filled from the
 * refusal's details (`name`, or `nameUk`/`nameEn`/`nameRu` for a text that differs per language).
 * A reason without a sentence (a new use case forgot one; the test would have
 * said so) still gets a polite generic sentence rather than a missing message.
 */
export const refusalMessage = (reason: string, language: Locale, details?: RefusalDetails): string => {
  const template = isKnownReason(reason)
    ? REFUSAL_MESSAGES[reason][language]
    : (GENERIC[language] ?? GENERIC[DEFAULT_LOCALE]);
  const suffix = language.charAt(0).toUpperCase() + language.slice(1);
  return template.replace(/\{([a-zA-Z]+)\}/g, (placeholder, name: string) => {
    // A name given per language (`productEn`) fills `{product}` in that language's sentence.
    const value = details?.[name] ?? details?.[`${name}${suffix}`];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : placeholder;
  });
};

const GENERIC: Readonly<Record<Locale, string>> = {
  uk: 'Не вдалося виконати запит. Перевірте дані й спробуйте ще раз.',
  en: 'The request could not be completed. Please check the details and try again.',
  ru: 'Не удалось выполнить запрос. Проверьте данные и попробуйте снова.',
};
