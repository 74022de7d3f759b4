// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { DemoPhone } from '../../../../../src/client/adapters/demo/demo-phone.adapter';

afterEach(() => document.body.replaceChildren());

const phone = (log: string[] = []) =>
  new DemoPhone(
    document,
    () => ({
      label: 'Demo phone',
      sms: (to, code, order) => `SMS to ${to}: code ${code} for order ${order}`,
      close: 'Close the SMS',
    }),
    (line) => log.push(line),
  );

const notes = () => [...document.querySelectorAll<HTMLElement>('[role="status"][aria-label="Demo phone"]')];

describe('DemoPhone', () => {
  it('shows the code in a note on the page and in the console', () => {
    const log: string[] = [];
    phone(log).send('+38 (067) 123 45 67', '4821', 'LV3001');
    expect(notes().map((note) => note.textContent)).toEqual([
      'Demo phoneSMS to +38 (067) 123 45 67: code 4821 for order LV3001×',
    ]);
    expect(log).toEqual(['[demo SMS] SMS to +38 (067) 123 45 67: code 4821 for order LV3001']);
  });

  it('shows only the latest SMS, and closes', () => {
    const demo = phone();
    demo.send('+38 (067) 123 45 67', '4821', 'LV3001');
    demo.send('+38 (067) 123 45 67', '1234', 'LV3001');
    expect(notes()).toHaveLength(1);
    expect(notes()[0]?.textContent).toContain('code 1234');
    notes()[0]?.querySelector<HTMLButtonElement>('button[aria-label="Close the SMS"]')?.click();
    expect(notes()).toEqual([]);
  });
});
