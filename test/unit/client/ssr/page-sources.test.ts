import 'reflect-metadata';
import { describe, expect, it } from 'vitest';
import { PAGE_SOURCES } from '../../../../src/client/ssr/page-sources';
import { PAGE_MODULES } from '../../../../src/client/ui/routing/page-modules';

describe('the page modules the server render links from the build manifest', () => {
  it.each(Object.entries(PAGE_MODULES))('%s: names the module its route loads', async (page, load) => {
    const source = PAGE_SOURCES[page as keyof typeof PAGE_SOURCES];
    const module = (await import(`../../../../src/client/${source}`)) as Record<string, unknown>;
    const { Component } = await load();
    expect(Object.values(module)).toContain(Component);
  });
});
