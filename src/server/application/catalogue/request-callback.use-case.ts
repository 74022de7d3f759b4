import { isCompletePhone } from '../../../domain/order/phone-mask';
import { ok } from '../../../domain/shared/result';
import type { ClockPort } from '../ports/clock.port';
import { refuse, type UseCaseResult } from '../use-cases/support/use-case-result';
import type { CallbackRequestsPort } from './ports/callback-requests.port';
import type { CityDirectory } from './support/city-directory';

export const CALLBACK_NAME_MAX = 100;
export const CALLBACK_COMMENT_MAX = 1000;

export interface RequestCallbackInput {
  readonly name: string;
  readonly phone: string;
  readonly comment?: string;
  readonly cityId?: number | null;
}

export type CallbackRefusal =
  'name-required' | 'name-too-long' | 'phone-incomplete' | 'comment-too-long' | 'unknown-city';

/**
 * POST /communication/call: the callback popup. The browser's rule (a name and a
 * complete masked phone) is checked again here, since the operator will dial what is stored.
 * Lengths are counted in characters (code points), as the customer sees them.
 */
export class RequestCallbackUseCase {
  constructor(private readonly deps: { requests: CallbackRequestsPort; cities: CityDirectory; clock: ClockPort }) {}

  async execute(input: RequestCallbackInput): Promise<UseCaseResult<{ readonly success: true }, CallbackRefusal>> {
    const name = input.name.trim();
    const comment = (input.comment ?? '').trim();
    if (name === '') return refuse('name-required');
    if ([...name].length > CALLBACK_NAME_MAX) return refuse('name-too-long', { max: CALLBACK_NAME_MAX });
    if (!isCompletePhone(input.phone)) return refuse('phone-incomplete');
    if ([...comment].length > CALLBACK_COMMENT_MAX) return refuse('comment-too-long', { max: CALLBACK_COMMENT_MAX });
    const cityId = input.cityId ?? null;
    const city = cityId === null ? null : await this.deps.cities.find(cityId);
    if (cityId !== null && city === null) return refuse('unknown-city', { cityId });

    await this.deps.requests.save({
      cityId: city?.id ?? null,
      name,
      phone: input.phone,
      comment,
      createdAt: this.deps.clock.now(),
    });
    return ok({ success: true });
  }
}
