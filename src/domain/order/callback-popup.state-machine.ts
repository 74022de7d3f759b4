import { canSendCallback, editCallbackForm, emptyCallbackForm } from './callback-form.rule';
import type { CallbackForm } from './callback-form.rule';

/** pending: the form; error: the form with a message under the button; success: the thank-you text. */
export type CallbackPopupStatus = 'pending' | 'error' | 'success';

export interface CallbackPopupState {
  readonly status: CallbackPopupStatus;
  readonly form: CallbackForm;
  readonly isSending: boolean;
}

export type CallbackPopupEvent =
  | { readonly type: 'edited'; readonly field: keyof CallbackForm; readonly value: string }
  | { readonly type: 'sendStarted' }
  | { readonly type: 'sendSucceeded' }
  | { readonly type: 'sendFailed' }
  | { readonly type: 'closed' };

export const initialCallbackPopupState = (): CallbackPopupState => ({
  status: 'pending',
  form: emptyCallbackForm(),
  isSending: false,
});

/**
 * The callback popup. Ignored events answer the same state object. A send outcome that
 * arrives after the popup was closed is ignored: the customer already left that form.
 */
export const callbackPopupReducer = (state: CallbackPopupState, event: CallbackPopupEvent): CallbackPopupState => {
  switch (event.type) {
    case 'edited':
      // The thank-you screen has no form to edit; the fields are locked while sending.
      if (state.status === 'success' || state.isSending) return state;
      return { ...state, form: editCallbackForm(state.form, event.field, event.value) };
    case 'sendStarted':
      if (state.status === 'success' || !canSendCallback(state.form, state.isSending)) return state;
      // The previous error message goes away once the customer tries again.
      return { ...state, status: 'pending', isSending: true };
    case 'sendSucceeded':
      // Success clears the form and shows the thank-you text.
      return state.isSending ? { status: 'success', form: emptyCallbackForm(), isSending: false } : state;
    case 'sendFailed':
      // The form is kept so the customer can retry or call the number shown instead.
      return state.isSending ? { ...state, status: 'error', isSending: false } : state;
    case 'closed':
      return initialCallbackPopupState();
  }
};
