import { describe, expect, it } from 'vitest';
import { canSendCallback } from '../../../../src/domain/order/callback-form.rule';
import {
  callbackPopupReducer,
  initialCallbackPopupState,
} from '../../../../src/domain/order/callback-popup.state-machine';
import type { CallbackPopupEvent, CallbackPopupState } from '../../../../src/domain/order/callback-popup.state-machine';

const run = (events: readonly CallbackPopupEvent[], from = initialCallbackPopupState()): CallbackPopupState =>
  events.reduce(callbackPopupReducer, from);

const filled: CallbackPopupEvent[] = [
  { type: 'edited', field: 'name', value: 'Тарас' },
  { type: 'edited', field: 'phone', value: '0671234567' },
  { type: 'edited', field: 'comment', value: 'після 18:00' },
];

describe('canSendCallback', () => {
  const form = { name: 'Тарас', phone: '+38 (067) 123 45 67' };
  it('needs a complete phone and a name, and no send in progress', () => {
    expect(canSendCallback(form, false)).toBe(true);
    expect(canSendCallback(form, true)).toBe(false);
    expect(canSendCallback({ ...form, phone: '+38 (067) 123 45 6' }, false)).toBe(false);
    expect(canSendCallback({ ...form, name: '  ' }, false)).toBe(false);
  });
});

describe('callback popup', () => {
  it('starts pending with an empty form', () => {
    expect(initialCallbackPopupState()).toEqual({
      status: 'pending',
      form: { name: '', phone: '', comment: '' },
      isSending: false,
    });
  });

  it('masks the phone as it is typed', () => {
    expect(run(filled).form).toEqual({ name: 'Тарас', phone: '+38 (067) 123 45 67', comment: 'після 18:00' });
  });

  it('send starts only when the form allows it', () => {
    const incomplete = run([{ type: 'edited', field: 'name', value: 'Тарас' }]);
    expect(callbackPopupReducer(incomplete, { type: 'sendStarted' })).toBe(incomplete);
    expect(run([...filled, { type: 'sendStarted' }]).isSending).toBe(true);
  });

  it('a second send while sending is ignored, and the form is locked', () => {
    const sending = run([...filled, { type: 'sendStarted' }]);
    expect(callbackPopupReducer(sending, { type: 'sendStarted' })).toBe(sending);
    expect(callbackPopupReducer(sending, { type: 'edited', field: 'name', value: 'X' })).toBe(sending);
  });

  it('success clears the form and shows the thank-you state', () => {
    expect(run([...filled, { type: 'sendStarted' }, { type: 'sendSucceeded' }])).toEqual({
      status: 'success',
      form: { name: '', phone: '', comment: '' },
      isSending: false,
    });
  });

  it('failure shows the error and keeps the form for a retry', () => {
    const failed = run([...filled, { type: 'sendStarted' }, { type: 'sendFailed' }]);
    expect(failed).toMatchObject({ status: 'error', isSending: false, form: { name: 'Тарас' } });
    // Retrying hides the message while the new request runs.
    expect(callbackPopupReducer(failed, { type: 'sendStarted' })).toMatchObject({ status: 'pending', isSending: true });
  });

  it('outcomes without a send in progress are ignored', () => {
    const state = run(filled);
    expect(callbackPopupReducer(state, { type: 'sendSucceeded' })).toBe(state);
    expect(callbackPopupReducer(state, { type: 'sendFailed' })).toBe(state);
  });

  it.each<[string, CallbackPopupEvent[]]>([
    ['pending', filled],
    ['error', [...filled, { type: 'sendStarted' }, { type: 'sendFailed' }]],
    ['success', [...filled, { type: 'sendStarted' }, { type: 'sendSucceeded' }]],
  ])('closing from %s resets to pending with an empty form', (_, events) => {
    expect(run([...events, { type: 'closed' }])).toEqual(initialCallbackPopupState());
  });

  it('a send outcome arriving after closing does not reopen anything', () => {
    const closed = run([...filled, { type: 'sendStarted' }, { type: 'closed' }]);
    expect(callbackPopupReducer(closed, { type: 'sendSucceeded' })).toBe(closed);
  });
});
