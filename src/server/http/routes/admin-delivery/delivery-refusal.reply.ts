import type { FastifyReply } from 'fastify';
import type { Refusal } from '../../../application/use-cases/support/use-case-result';
import { sendApiError } from '../../errors/api-error';

type Details = Refusal<string>['details'];

const detail = (details: Details, key: string): string => String(details?.[key] ?? '');

// Staff read these next to the field in the admin area, which words them itself; the sentences
// are for people calling the API directly.
const REFUSALS: Readonly<Record<string, { readonly status: number; readonly message: (details: Details) => string }>> =
  {
    'empty-field': { status: 400, message: (d) => `'${detail(d, 'field')}' must not be empty.` },
    'too-long-field': {
      status: 400,
      message: (d) => `'${detail(d, 'field')}' must be at most ${detail(d, 'max')} characters.`,
    },
    'pickup-point-not-found': { status: 404, message: () => 'This city has no pickup point with this id.' },
    'unreadable-file': { status: 400, message: (d) => `'content': ${detail(d, 'problem')}.` },
    'invalid-zone-file': {
      status: 422,
      message: (d) =>
        `'content': feature ${detail(d, 'feature')}: ${detail(d, 'problem')} (${detail(d, 'errors')} problems in all; the zones were not changed).`,
    },
    'street-not-found': { status: 404, message: () => "'streetId': this city has no street with this id." },
    'locality-not-found': { status: 404, message: () => "'localityId': this city has no locality with this id." },
    'locality-name-taken': {
      status: 409,
      message: () => "'translation.uk': the city already has a locality of this name.",
    },
    'locality-has-streets': { status: 409, message: () => 'The locality still has streets: delete them first.' },
    'street-taken': { status: 409, message: () => "'translation.uk': the locality already has a street of this name." },
    'invalid-houses': { status: 400, message: (d) => `'firstHouse', 'lastHouse': ${detail(d, 'problem')}.` },
    'invalid-street-file': {
      status: 422,
      message: (d) =>
        `'content': row ${detail(d, 'row')}: ${detail(d, 'problem')} (${detail(d, 'errors')} problems in all; nothing was imported).`,
    },
  };

/** The 4xx answer of a refused Delivery-section change: the reason as the machine word, a sentence naming the field. */
export const sendDeliveryRefusal = (reply: FastifyReply, refusal: Refusal<string>): FastifyReply => {
  const known = REFUSALS[refusal.reason];
  if (known === undefined) return sendApiError(reply, 400, refusal.reason, 'The change was refused.');
  return sendApiError(reply, known.status, refusal.reason, known.message(refusal.details));
};
