// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserDocumentScrollAdapter } from '../../../../src/client/adapters/browser/browser-document-scroll.adapter';
import { ConsoleLoggerAdapter } from '../../../../src/client/adapters/browser/console-logger.adapter';
import { FakeDocumentScrollAdapter } from '../../../../src/client/adapters/server-render/fake-document-scroll.adapter';
import { InMemoryLoggerAdapter } from '../../../../src/client/adapters/server-render/in-memory-logger.adapter';

afterEach(() => {
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});

describe('BrowserDocumentScrollAdapter', () => {
  it('locks the page by hiding the body overflow and gives the previous style back', () => {
    document.body.style.overflow = 'scroll';
    const scroll = new BrowserDocumentScrollAdapter(document);
    scroll.lock();
    scroll.lock();
    expect(document.body.style.overflow).toBe('hidden');
    scroll.unlock();
    expect(document.body.style.overflow).toBe('scroll');
    scroll.unlock();
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('scrolls to an element by id and answers false when there is none', () => {
    const section = document.createElement('section');
    section.id = 'combos';
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;
    document.body.append(section);
    const scroll = new BrowserDocumentScrollAdapter(document);
    expect(scroll.scrollToElement('combos')).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(scroll.scrollToElement('sets')).toBe(false);
  });
});

describe('loggers', () => {
  it('the console logger passes lines to the console', () => {
    const sink = { warn: vi.fn(), error: vi.fn() };
    const logger = new ConsoleLoggerAdapter(sink);
    logger.warn('slow');
    logger.error('down', { status: 500 });
    expect(sink.warn).toHaveBeenCalledWith('slow');
    expect(sink.error).toHaveBeenCalledWith('down', { status: 500 });
  });

  it('the in-memory logger keeps them for tests', () => {
    const logger = new InMemoryLoggerAdapter();
    logger.warn('a');
    logger.error('b', 1);
    expect(logger.entries).toEqual([
      { level: 'warn', message: 'a' },
      { level: 'error', message: 'b', details: 1 },
    ]);
  });

  it('the fake scroll remembers the lock and the targets', () => {
    const scroll = new FakeDocumentScrollAdapter();
    scroll.lock();
    expect(scroll.locked).toBe(true);
    scroll.unlock();
    expect(scroll.locked).toBe(false);
    scroll.missing.add('sets');
    expect(scroll.scrollToElement('sets')).toBe(false);
    expect(scroll.scrollToElement('combos')).toBe(true);
    expect(scroll.scrolledTo).toEqual(['combos']);
  });
});
