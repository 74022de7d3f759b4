/** Errors are values at the core: rules answer a typed result, the edges turn reasons into messages. */
export type Ok<T> = { readonly ok: true; readonly value: T };
export type Err<R extends string = string> = { readonly ok: false; readonly reason: R };
export type Result<T, R extends string = string> = Ok<T> | Err<R>;

export const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
export const err = <R extends string>(reason: R): Err<R> => ({ ok: false, reason });
