import { makeAutoObservable } from 'mobx';
import {
  canConfirmSmsCode,
  initialSmsCodeState,
  smsCodeReducer,
  smsCodeValue,
  SMS_CODE_LENGTH,
  type SmsCodeEvent,
  type SmsCodeState,
} from '../../../domain/order/sms-code.state-machine';

/** The four boxes of the confirmation modal, driven by the domain's reducer. */
export class SmsCodeViewModel {
  state: SmsCodeState = initialSmsCodeState();
  readonly length = SMS_CODE_LENGTH;

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  send(event: SmsCodeEvent): void {
    this.state = smsCodeReducer(this.state, event);
  }

  key(key: string): void {
    this.send({ type: 'key', key });
  }

  paste(text: string): void {
    this.send({ type: 'pasted', text });
  }

  focus(index: number): void {
    this.send({ type: 'focused', index });
  }

  reset(): void {
    this.send({ type: 'reset' });
  }

  get canConfirm(): boolean {
    return canConfirmSmsCode(this.state);
  }

  get value(): string {
    return smsCodeValue(this.state);
  }
}
