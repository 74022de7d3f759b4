import { describe, expect, it } from 'vitest';
import {
  SMS_CODE_LENGTH,
  canConfirmSmsCode,
  initialSmsCodeState,
  smsCodeReducer,
  smsCodeValue,
} from '../../../../src/domain/order/sms-code.state-machine';
import type { SmsCodeEvent, SmsCodeState } from '../../../../src/domain/order/sms-code.state-machine';

const keys = (...pressed: string[]): SmsCodeEvent[] => pressed.map((key) => ({ type: 'key', key }));
const run = (events: readonly SmsCodeEvent[], from: SmsCodeState = initialSmsCodeState()): SmsCodeState =>
  events.reduce(smsCodeReducer, from);

describe('sms code input', () => {
  it('has four empty boxes, the first focused', () => {
    expect(SMS_CODE_LENGTH).toBe(4);
    expect(initialSmsCodeState()).toEqual({ digits: ['', '', '', ''], focus: 0 });
  });

  it('a digit fills the focused box and moves forward', () => {
    expect(run(keys('1', '2'))).toEqual({ digits: ['1', '2', '', ''], focus: 2 });
  });

  it('the fourth digit stays on the last box; confirm is enabled only then', () => {
    const three = run(keys('1', '2', '3'));
    expect(canConfirmSmsCode(three)).toBe(false);
    const four = run(keys('4'), three);
    expect(four).toEqual({ digits: ['1', '2', '3', '4'], focus: 3 });
    expect(canConfirmSmsCode(four)).toBe(true);
    expect(smsCodeValue(four)).toBe('1234');
  });

  it.each(['a', ' ', '-', 'Tab', 'ArrowLeft', 'Enter', '١'])('ignores the non-digit key %j', (key) => {
    const state = run(keys('1'));
    expect(smsCodeReducer(state, { type: 'key', key })).toBe(state);
  });

  it('backspace after typing clears the last digit and moves back to it', () => {
    expect(run(keys('1', '2', 'Backspace'))).toEqual({ digits: ['1', '', '', ''], focus: 1 });
  });

  it('backspace on a full code clears the last box, then the ones before', () => {
    const full = run(keys('1', '2', '3', '4'));
    expect(run(keys('Backspace'), full)).toEqual({ digits: ['1', '2', '3', ''], focus: 3 });
    expect(run(keys('Backspace', 'Backspace'), full)).toEqual({ digits: ['1', '2', '', ''], focus: 2 });
    expect(run(keys('Backspace', 'Backspace', '9'), full).digits).toEqual(['1', '2', '9', '']);
  });

  it('backspace on the first empty box changes nothing', () => {
    expect(run(keys('Backspace'))).toEqual(initialSmsCodeState());
  });

  it('pasting 4 digits fills all boxes', () => {
    const pasted = smsCodeReducer(initialSmsCodeState(), { type: 'pasted', text: ' 4821\n' });
    expect(pasted).toEqual({ digits: ['4', '8', '2', '1'], focus: 3 });
    expect(canConfirmSmsCode(pasted)).toBe(true);
  });

  it.each(['482', '48215', '48a1', 'code'])('pasting %j (not a code) is ignored', (text) => {
    const state = run(keys('1'));
    expect(smsCodeReducer(state, { type: 'pasted', text })).toBe(state);
  });

  it('clicking a box focuses it; a digit there replaces its value', () => {
    const full = run(keys('1', '2', '3', '4'));
    const focused = smsCodeReducer(full, { type: 'focused', index: 1 });
    expect(run(keys('7'), focused)).toEqual({ digits: ['1', '7', '3', '4'], focus: 2 });
    expect(smsCodeReducer(full, { type: 'focused', index: 4 })).toBe(full);
    expect(smsCodeReducer(full, { type: 'focused', index: -1 })).toBe(full);
  });

  it('reset empties the boxes', () => {
    expect(run([...keys('1', '2'), { type: 'reset' }])).toEqual(initialSmsCodeState());
  });
});
