import { describe, expect, it } from 'vitest';
import { DevSmsSender } from '../../../../../src/server/adapters/sms/dev-sms-sender.adapter';
import type { LoggerPort } from '../../../../../src/server/application/ports/logger.port';

interface LogLine {
  readonly level: string;
  readonly message: string;
  readonly fields?: Record<string, unknown>;
}

const recordingLogger = (): LoggerPort & { lines: LogLine[] } => {
  const lines: LogLine[] = [];
  const at = (level: string) => (message: string, fields?: Record<string, unknown>) => {
    lines.push({ level, message, fields });
  };
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
};

const fixedClock = { now: () => new Date('2025-06-01T12:00:00+03:00') };

describe('DevSmsSender', () => {
  it('logs the message through the injected logger, code included', async () => {
    const logger = recordingLogger();
    await new DevSmsSender(logger).send('+38 (067) 123 45 67', 'Код підтвердження: 4821');
    expect(logger.lines).toEqual([
      {
        level: 'info',
        message: expect.stringContaining('development sender') as unknown as string,
        fields: { phone: '+38 (067) 123 45 67', text: 'Код підтвердження: 4821' },
      },
    ]);
  });

  it('keeps the messages, newest first, with the time from the clock', async () => {
    const sender = new DevSmsSender(recordingLogger(), 10, fixedClock);
    await sender.send('+38 (067) 123 45 67', 'first');
    await sender.send('+38 (093) 000 00 01', 'second');
    expect(sender.recent()).toEqual([
      { phone: '+38 (093) 000 00 01', text: 'second', sentAt: fixedClock.now() },
      { phone: '+38 (067) 123 45 67', text: 'first', sentAt: fixedClock.now() },
    ]);
  });

  it('finds the last message to a number in any spelling, so a test can read the code', async () => {
    const sender = new DevSmsSender(recordingLogger());
    await sender.send('+38 (067) 123 45 67', 'Код: 1111');
    await sender.send('+38 (093) 000 00 01', 'Код: 2222');
    await sender.send('+38 (067) 123 45 67', 'Код: 3333');
    expect(sender.lastTo('0671234567')?.text).toBe('Код: 3333');
    expect(sender.lastTo('+380930000001')?.text).toBe('Код: 2222');
    expect(sender.lastTo('+38 (050) 999 99 99')).toBeNull();
    expect(sender.lastTo('')).toBeNull();
  });

  it('forgets the oldest messages beyond its capacity, and everything on clear', async () => {
    const sender = new DevSmsSender(recordingLogger(), 2);
    for (const text of ['a', 'b', 'c']) await sender.send('0671234567', text);
    expect(sender.recent().map((message) => message.text)).toEqual(['c', 'b']);
    sender.clear();
    expect(sender.recent()).toEqual([]);
  });

  it('hands out copies: callers cannot rewrite the log of sent messages', async () => {
    const sender = new DevSmsSender(recordingLogger());
    await sender.send('0671234567', 'a');
    (sender.recent() as unknown[]).length = 0;
    expect(sender.recent()).toHaveLength(1);
  });
});
