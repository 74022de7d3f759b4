import { describe, expect, it } from 'vitest';
import { InMemorySiteApi } from '../../../../src/client/adapters/demo/in-memory-site-api.adapter';
import { CITY_PROFILES } from '../../../../src/client/config/city-profiles.config';
import { CONTENT_PAGE_SLUGS } from '../support/content-page-slugs';

describe('InMemorySiteApi', () => {
  it('answers both cities with the shell’s phones and sushi settings', async () => {
    const cities = await new InMemorySiteApi().getCities();
    expect(
      cities.ok && cities.value.map(({ id, slug, phone, sushiEnabled }) => ({ id, slug, phone, sushiEnabled })),
    ).toEqual([
      { id: 1, slug: 'lviv', phone: CITY_PROFILES.lviv.phone, sushiEnabled: true },
      { id: 2, slug: 'kyiv', phone: CITY_PROFILES.kyiv.phone, sushiEnabled: false },
    ]);
  });

  it.each(CONTENT_PAGE_SLUGS)('has the %s page in three languages with the city phone filled in', async (slug) => {
    const api = new InMemorySiteApi();
    const kyiv = await api.getContent(slug, 2);
    if (!kyiv.ok) throw new Error(kyiv.reason);
    expect(kyiv.value.slug).toBe(slug);
    for (const locale of ['uk', 'en', 'ru'] as const) {
      const text = kyiv.value.translation[locale];
      expect(text.title).not.toBe('');
      expect(text.html).toContain(CITY_PROFILES.kyiv.phone);
      expect(text.html).not.toContain('{phone}');
    }
  });

  it('answers not-found for an unknown page', async () => {
    expect(await new InMemorySiteApi().getContent('nope' as never, 1)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('answers only the stopped records of the asked city, as staff switch them', async () => {
    const api = new InMemorySiteApi();
    api.stop(1, 'sushi', { uk: { title: 'Стоп', description: '' } });
    api.stop(2, 'global');
    expect(await api.getStoppedFunctionalities(1)).toEqual({
      ok: true,
      value: [
        { cityId: 1, functionality: 'sushi', isStoped: true, translation: { uk: { title: 'Стоп', description: '' } } },
      ],
    });
    api.resume(1, 'sushi');
    expect(await api.getStoppedFunctionalities(1)).toEqual({ ok: true, value: [] });
    // Stopping twice keeps one record.
    api.stop(2, 'global');
    const kyiv = await api.getStoppedFunctionalities(2);
    expect(kyiv.ok && kyiv.value).toHaveLength(1);
  });

  it('keeps callback requests and logs every call', async () => {
    const api = new InMemorySiteApi();
    const request = { name: 'Ігор', phone: '+38 (067) 123 45 67', comment: '', cityId: 1 };
    expect(await api.sendCallback(request)).toEqual({ ok: true, value: undefined });
    await api.getSiteManagement();
    expect(api.callbacks).toEqual([request]);
    expect(api.calls).toEqual(['sendCallback:Ігор', 'getSiteManagement']);
  });

  it('answers site management with nothing switched off', async () => {
    const answer = await new InMemorySiteApi().getSiteManagement();
    expect(answer.ok && answer.value).toMatchObject({
      disabledFunctionalities: [],
      disabledDeliveryTypes: [],
      isDefaultNonWorking: false,
    });
  });

  it('fails a method on demand until it recovers, without recording a failed callback', async () => {
    const api = new InMemorySiteApi();
    api.fail('sendCallback');
    api.fail('getCities', 'not-found');
    expect(await api.sendCallback({ name: 'a', phone: 'b', comment: '' })).toEqual({
      ok: false,
      reason: 'unavailable',
    });
    expect(await api.getCities()).toEqual({ ok: false, reason: 'not-found' });
    expect(api.callbacks).toEqual([]);
    api.recover('sendCallback');
    expect((await api.sendCallback({ name: 'a', phone: 'b', comment: '' })).ok).toBe(true);
  });

  it('holds every answer until released', async () => {
    const api = new InMemorySiteApi();
    api.hold();
    let answered = false;
    const pending = api.getCities().then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(answered).toBe(false);
    api.release();
    await pending;
    expect(answered).toBe(true);
  });
});
