import { formatPhone, isCompletePhone } from './phone-mask';

/** The callback request: POST /communication/call. */
export interface CallbackForm {
  readonly name: string;
  /** Masked like the order phone. */
  readonly phone: string;
  readonly comment: string;
}

export const emptyCallbackForm = (): CallbackForm => ({ name: '', phone: '', comment: '' });

/** A complete phone and a name, and no request already on its way (no double calls). */
export const canSendCallback = (form: Pick<CallbackForm, 'name' | 'phone'>, isSending: boolean): boolean =>
  !isSending && isCompletePhone(form.phone) && form.name.trim() !== '';

/** The phone field keeps its mask as the customer types; other fields are free text. */
export const editCallbackForm = (form: CallbackForm, field: keyof CallbackForm, value: string): CallbackForm => ({
  ...form,
  [field]: field === 'phone' ? formatPhone(value) : value,
});
