/** Sends one text message. `phone` is E.164 ('+380671234567'). Throws when the gateway fails. */
export interface SmsSenderPort {
  send(phone: string, text: string): Promise<void>;
}
