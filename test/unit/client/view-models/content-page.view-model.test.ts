import { describe, expect, it } from 'vitest';
import { InMemorySiteApi } from '../../../../src/client/adapters/demo/in-memory-site-api.adapter';
import { ContentPageViewModel } from '../../../../src/client/view-models/content-page.view-model';
import { shellAt } from '../support/frame-fixtures';

const pageAt = (pathname: string, api = new InMemorySiteApi()) => {
  const { shell } = shellAt(pathname);
  return { vm: new ContentPageViewModel(api, shell), api, shell };
};

describe('ContentPageViewModel', () => {
  it('is loading, then shows the title and HTML in the current language with the city phone', async () => {
    const { vm, api } = pageAt('/en/kyiv/about/');
    api.hold();
    const loading = vm.load('about');
    expect(vm.statusOf('about')).toBe('loading');
    expect(vm.titleOf('about')).toBeNull();
    expect(vm.htmlOf('about')).toBe('');
    api.release();
    await loading;
    expect(vm.statusOf('about')).toBe('ready');
    expect(vm.titleOf('about')).toBe('About us');
    expect(vm.htmlOf('about')).toBe(
      '<p>We cook burgers and sushi in Lviv and Kyiv.</p>\n<p>Phone: +38 (044) 359 29 59.</p>\n',
    );
    expect(api.calls).toEqual(['getContent:about:2']);
  });

  it('follows a language switch without a new request', async () => {
    const { vm, api, shell } = pageAt('/vacancies/');
    await vm.load('vacancies');
    expect(vm.titleOf('vacancies')).toBe('Вакансії');
    shell.syncLocation('/ru/vacancies/', '');
    expect(vm.titleOf('vacancies')).toBe('Вакансии');
    expect(api.calls).toHaveLength(1);
  });

  it('asks once per page and city: a mounted page that was loaded already (hydration) keeps it', async () => {
    const { vm, api, shell } = pageAt('/about/');
    await vm.ensureLoaded('about');
    await vm.ensureLoaded('about');
    expect(api.calls).toEqual(['getContent:about:1']);
    shell.syncLocation('/kyiv/about/', '');
    expect(vm.statusOf('about')).toBe('loading');
    await vm.ensureLoaded('about');
    expect(api.calls).toEqual(['getContent:about:1', 'getContent:about:2']);
  });

  it("never shows one page's text under another page's title", async () => {
    const { vm, shell } = pageAt('/about/');
    await vm.ensureLoaded('about');
    shell.syncLocation('/delivery/', '');
    expect(vm.statusOf('delivery')).toBe('loading');
    expect(vm.titleOf('delivery')).toBeNull();
    expect(vm.htmlOf('delivery')).toBe('');
  });

  it('falls back to Ukrainian when a language came without a title', async () => {
    const api = new InMemorySiteApi({
      contentPages: [
        {
          slug: 'about',
          translation: {
            uk: { title: 'Про нас', html: '<p>Текст</p>' },
            en: { title: '', html: '' },
            ru: { title: '', html: '' },
          },
        },
      ],
    });
    const { vm } = pageAt('/en/about/', api);
    await vm.load('about');
    expect(vm.titleOf('about')).toBe('Про нас');
    expect(vm.htmlOf('about')).toBe('<p>Текст</p>');
  });

  it('shows the error state when the page cannot be loaded, and tries again when asked', async () => {
    const { vm, api } = pageAt('/delivery/');
    api.fail('getContent');
    await vm.ensureLoaded('delivery');
    expect(vm.statusOf('delivery')).toBe('error');
    expect(vm.titleOf('delivery')).toBeNull();
    api.recover('getContent');
    await vm.ensureLoaded('delivery');
    expect(vm.statusOf('delivery')).toBe('ready');
    expect(vm.titleOf('delivery')).toBe('Доставка та оплата');
  });

  it('drops an answer overtaken by a newer request (a quick city switch)', async () => {
    const { vm, api, shell } = pageAt('/about/');
    api.hold();
    const lviv = vm.load('about');
    api.release();
    shell.syncLocation('/kyiv/about/', '');
    const kyiv = vm.load('about');
    await Promise.all([lviv, kyiv]);
    expect(vm.htmlOf('about')).toContain('Телефон: +38 (044) 359 29 59.');
  });
});
