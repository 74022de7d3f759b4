import type { FastifyReply } from 'fastify';
import type { Refusal } from '../../application/use-cases/support/use-case-result';
import { sendApiError } from '../errors/api-error';

const quoted = (value: unknown): string => `'${String(value).slice(0, 60)}'`;

/** Status and sentence for each refusal of the catalogue use cases; the reason is the error word. */
const describe = (refusal: Refusal<string>): { status: number; message: string; error?: string } => {
  const details = refusal.details ?? {};
  switch (refusal.reason) {
    case 'unknown-city':
      // An id such as '1e400', which the schema validator turns into Infinity, is refused before
      // any route runs (security/non-finite-numbers.guard.ts).
      return {
        status: 404,
        message: `There is no city with id ${String(details.cityId)}: use 1 for Lviv or 2 for Kyiv.`,
      };
    case 'unknown-page':
      return {
        status: 404,
        message: `There is no content page ${quoted(details.page)}: try about, delivery, public-offer or vacancies.`,
      };
    case 'unknown-delivery-city':
      return {
        status: 404,
        message: `City ${String(details.cityId)} delivers to no locality with id ${String(details.deliveryCityId)}; list them with POST /api/addresses/delivery-cities.`,
      };
    case 'name-required':
      return { status: 400, message: 'Please enter your name.' };
    case 'name-too-long':
      return { status: 400, message: `The name must be at most ${String(details.max)} characters long.` };
    case 'phone-incomplete':
      return { status: 400, message: 'The phone number is incomplete: it must look like +38 (067) 123 45 67.' };
    case 'house-invalid':
      return {
        status: 400,
        message: `The house number ${quoted(details.house)} must start with a digit, e.g. 28, 28a or 28/2.`,
      };
    case 'comment-too-long':
      return { status: 400, message: `The comment must be at most ${String(details.max)} characters long.` };
    default:
      return { status: 400, message: 'The request cannot be accepted.' };
  }
};

export const sendCatalogueRefusal = (reply: FastifyReply, refusal: Refusal<string>): FastifyReply => {
  const { status, message, error } = describe(refusal);
  return sendApiError(reply, status, error ?? refusal.reason, message);
};
