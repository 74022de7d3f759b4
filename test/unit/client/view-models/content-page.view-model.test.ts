import { describe, expect, it } from 'vitest';
import { InMemorySiteApi } from '../../../../src/client/adapters/demo/in-memory-site-api.adapter';
import { ContentPageViewModel } from '../../../../src/client/view-models/content-page.view-model';
import { shellAt } from '../support/frame-fixtures';

const pageAt = (pathname: string, api = new InMemorySiteApi()) => {
  const { shell } = shellAt(pathname);
  return { vm: new ContentPageViewModel(api, shell), api, shell };
};

describe('ContentPageViewModel', () => {
  it('is loading, then shows the title and paragraphs in the current language with the city phone', async () => {
    const { vm, api } = pageAt('/en/kyiv/about/');
    api.hold();
    const loading = vm.load('about');
    expect(vm.status).toBe('loading');
    expect(vm.title).toBeNull();
    expect(vm.paragraphs).toEqual([]);
    api.release();
    await loading;
    expect(vm.status).toBe('ready');
    expect(vm.title).toBe('About us');
    expect(vm.paragraphs).toEqual(['We cook burgers and sushi in Lviv and Kyiv.', 'Phone: +38 (044) 359 29 59.']);
    expect(api.calls).toEqual(['getContent:about:2']);
  });

  it('follows a language switch without a new request', async () => {
    const { vm, api, shell } = pageAt('/vacancies/');
    await vm.load('vacancies');
    expect(vm.title).toBe('Вакансії');
    shell.syncLocation('/ru/vacancies/', '');
    expect(vm.title).toBe('Вакансии');
    expect(api.calls).toHaveLength(1);
  });

  it('falls back to Ukrainian when a language is missing', async () => {
    const api = new InMemorySiteApi({
      contentPages: [
        {
          slug: 'about',
          translation: { uk: { title: 'Про нас', paragraphs: ['Текст'] } } as never,
        },
      ],
    });
    const { vm } = pageAt('/en/about/', api);
    await vm.load('about');
    expect(vm.title).toBe('Про нас');
    expect(vm.paragraphs).toEqual(['Текст']);
  });

  it('shows the error state when the page cannot be loaded, and recovers on retry', async () => {
    const { vm, api } = pageAt('/delivery/');
    api.fail('getContent');
    await vm.load('delivery');
    expect(vm.status).toBe('error');
    expect(vm.title).toBeNull();
    api.recover('getContent');
    await vm.load('delivery');
    expect(vm.status).toBe('ready');
    expect(vm.title).toBe('Доставка та оплата');
  });

  it('drops an answer overtaken by a newer request (a quick city switch)', async () => {
    const { vm, api, shell } = pageAt('/about/');
    api.hold();
    const lviv = vm.load('about');
    api.release();
    shell.syncLocation('/kyiv/about/', '');
    const kyiv = vm.load('about');
    await Promise.all([lviv, kyiv]);
    expect(vm.paragraphs[1]).toBe('Телефон: +38 (044) 359 29 59.');
  });
});
