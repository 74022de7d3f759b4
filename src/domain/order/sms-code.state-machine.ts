/** The confirmation code has 4 digits, one per box. */
export const SMS_CODE_LENGTH = 4;

export interface SmsCodeState {
  /** One entry per box: '' or a single digit. */
  readonly digits: readonly string[];
  /** The box with the cursor, 0..SMS_CODE_LENGTH - 1. */
  readonly focus: number;
}

export type SmsCodeEvent =
  /** A KeyboardEvent.key pressed in the focused box ('7', 'Backspace', 'a', 'Tab', ...). */
  | { readonly type: 'key'; readonly key: string }
  | { readonly type: 'pasted'; readonly text: string }
  | { readonly type: 'focused'; readonly index: number }
  | { readonly type: 'reset' };

export const initialSmsCodeState = (): SmsCodeState => ({
  digits: Array.from({ length: SMS_CODE_LENGTH }, () => ''),
  focus: 0,
});

const LAST = SMS_CODE_LENGTH - 1;
const DIGIT = /^[0-9]$/;

/** The four single-digit inputs of the confirmation modal. */
export const smsCodeReducer = (state: SmsCodeState, event: SmsCodeEvent): SmsCodeState => {
  switch (event.type) {
    case 'key':
      if (DIGIT.test(event.key)) {
        return { digits: withDigit(state.digits, state.focus, event.key), focus: Math.min(state.focus + 1, LAST) };
      }
      return event.key === 'Backspace' ? backspace(state) : state;
    case 'pasted': {
      // A code copied from the SMS fills every box at once; anything else is not a code.
      const code = event.text.replace(/\s/g, '');
      return new RegExp(`^[0-9]{${SMS_CODE_LENGTH}}$`).test(code) ? { digits: [...code], focus: LAST } : state;
    }
    case 'focused':
      return Number.isInteger(event.index) && event.index >= 0 && event.index <= LAST
        ? { ...state, focus: event.index }
        : state;
    case 'reset':
      return initialSmsCodeState();
  }
};

// Backspace clears and moves back. Read so that the next digit lands where the cleared one
// was: on an empty box (the usual case, the cursor waits after the last digit) the box before it is
// cleared and focused; on a filled box (the last box after all four digits) that box is cleared
// and keeps the cursor. Moving back past a filled box would make the next digit overwrite it.
const backspace = (state: SmsCodeState): SmsCodeState => {
  const target = state.digits[state.focus] === '' ? Math.max(state.focus - 1, 0) : state.focus;
  return { digits: withDigit(state.digits, target, ''), focus: target };
};

const withDigit = (digits: readonly string[], index: number, digit: string): readonly string[] =>
  digits.map((current, i) => (i === index ? digit : current));

/** Confirm is enabled only with all four boxes filled. */
export const canConfirmSmsCode = (state: SmsCodeState): boolean =>
  state.digits.length === SMS_CODE_LENGTH && state.digits.every((digit) => DIGIT.test(digit));

export const smsCodeValue = (state: SmsCodeState): string => state.digits.join('');
