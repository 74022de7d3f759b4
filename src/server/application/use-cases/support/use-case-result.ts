import type { Ok } from '../../../../domain/shared/result';

export type RefusalDetails = Readonly<Record<string, string | number | boolean | readonly string[]>>;

/**
 * A refusal the edge turns into a 4xx body: a machine-readable reason and the translation key of the
 * message (keys, never sentences, cross the layers). `details` say which line or field, when useful.
 */
export interface Refusal<R extends string> {
  readonly ok: false;
  readonly reason: R;
  readonly messageKey: string;
  readonly details?: RefusalDetails;
}

export type UseCaseResult<T, R extends string> = Ok<T> | Refusal<R>;

/** Every refusal's message lives under one namespace: `refusal.<reason>`. */
export const refusalMessageKey = (reason: string): string => `refusal.${reason}`;

export const refuse = <R extends string>(reason: R, details?: RefusalDetails): Refusal<R> => ({
  ok: false,
  reason,
  messageKey: refusalMessageKey(reason),
  ...(details === undefined ? {} : { details }),
});
