import type { DemoSmsOutbox } from './demo-order-api.adapter';

/** What the demo phone says, in the page's language (frame:demoPhone.*). */
export interface DemoPhoneTexts {
  readonly label: string;
  readonly sms: (phone: string, code: string, orderCode: string) => string;
  readonly close: string;
}

const STYLE: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  left: '16px',
  bottom: '16px',
  // Above the order form's dialogs, which the code is typed into.
  zIndex: '1000',
  maxWidth: '320px',
  padding: '12px 40px 12px 16px',
  border: '2px solid #ffc700',
  borderRadius: '12px',
  background: '#111',
  color: '#fff',
  font: '16px/1.4 system-ui, sans-serif',
  boxShadow: '0 6px 24px rgba(0, 0, 0, 0.4)',
};

const CLOSE_STYLE: Partial<CSSStyleDeclaration> = {
  position: 'absolute',
  top: '4px',
  right: '4px',
  width: '32px',
  height: '32px',
  border: '0',
  background: 'none',
  color: '#fff',
  fontSize: '20px',
  cursor: 'pointer',
};

/**
 * The customer's phone of the demo: a demo has no SMS gateway, so a confirmation code "arrives"
 * in a small note in the page's corner (and in the browser's console), where the customer reads it
 * to type it into the order form. It stands outside the app, as the phone does: plain DOM, shown
 * until closed or replaced by the next SMS.
 */
export class DemoPhone implements DemoSmsOutbox {
  constructor(
    private readonly doc: Document,
    private readonly texts: () => DemoPhoneTexts,
    private readonly log: (line: string) => void = (line) => console.info(line),
  ) {}

  send(phone: string, code: string, orderCode: string): void {
    const texts = this.texts();
    const message = texts.sms(phone, code, orderCode);
    this.log(`[demo SMS] ${message}`);
    this.doc.querySelector('[data-demo-phone]')?.remove();
    const note = this.doc.createElement('div');
    note.dataset.demoPhone = '';
    note.setAttribute('role', 'status');
    note.setAttribute('aria-label', texts.label);
    Object.assign(note.style, STYLE);
    const title = this.doc.createElement('strong');
    title.textContent = texts.label;
    title.style.display = 'block';
    const body = this.doc.createElement('span');
    body.textContent = message;
    const close = this.doc.createElement('button');
    close.type = 'button';
    close.textContent = '×';
    close.setAttribute('aria-label', texts.close);
    Object.assign(close.style, CLOSE_STYLE);
    close.addEventListener('click', () => note.remove());
    note.append(title, body, close);
    this.doc.body.append(note);
  }
}
