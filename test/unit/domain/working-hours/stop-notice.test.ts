import { describe, expect, it } from 'vitest';
import { resolveStopText, stopNoticeFor } from '../../../../src/domain/working-hours/stop-notice.rule';
import type { Functionality, WorkingHoursRecord } from '../../../../src/domain/working-hours/working-hours.types';

const LVIV = 1;
const stop = (
  functionality: Functionality,
  translation: WorkingHoursRecord['translation'] = {},
): WorkingHoursRecord => ({
  cityId: LVIV,
  isStoped: true,
  functionality,
  translation,
});
const text = (title: string) => ({ title, description: `${title}…` });

describe('resolveStopText', () => {
  it('uses the asked language, then Ukrainian, then any filled one', () => {
    const full = stop('global', { uk: text('Зупинено'), en: text('Stopped') });
    expect(resolveStopText(full, 'en')).toEqual(text('Stopped'));
    expect(resolveStopText(full, 'ru')).toEqual(text('Зупинено'));
    expect(resolveStopText(stop('global', { en: text('Stopped') }), 'ru')).toEqual(text('Stopped'));
    expect(resolveStopText(stop('global'), 'uk')).toBeNull();
  });

  it('reads Ukrainian when the asked language is blank', () => {
    const blank = stop('delivery', { uk: text('Кур’єри зайняті'), en: { title: ' ', description: '' } });
    expect(resolveStopText(blank, 'en')).toEqual(text('Кур’єри зайняті'));
  });
});

describe('stopNoticeFor', () => {
  it('is null when nothing concerning the section is stopped', () => {
    expect(stopNoticeFor([], LVIV, 'burgers', 'uk')).toBeNull();
    expect(stopNoticeFor([stop('sushi')], LVIV, 'burgers', 'uk')).toBeNull();
  });

  it('shows the global stop whatever the section', () => {
    const records = [stop('burgers'), stop('global', { en: text('Closed today') })];
    expect(stopNoticeFor(records, LVIV, 'burgers', 'en')).toEqual({ kind: 'global', text: text('Closed today') });
    expect(stopNoticeFor(records, LVIV, 'sushi', 'en')).toEqual({ kind: 'global', text: text('Closed today') });
  });

  it('shows a section stop with the other sections still open', () => {
    expect(stopNoticeFor([stop('burgers', { uk: text('Бургери') })], LVIV, 'burgers', 'uk')).toEqual({
      kind: 'section-stopped',
      section: 'burgers',
      text: text('Бургери'),
      openSections: ['sushi'],
    });
  });

  it('offers no section that is stopped too or not sold in the city', () => {
    const bothStopped = [stop('burgers'), stop('sushi')];
    expect(stopNoticeFor(bothStopped, LVIV, 'burgers', 'uk')).toMatchObject({ openSections: [] });
    expect(stopNoticeFor([stop('burgers')], LVIV, 'burgers', 'uk', ['burgers'])).toMatchObject({ openSections: [] });
    expect(stopNoticeFor([stop('sushi')], LVIV, 'sushi', 'uk')).toMatchObject({ openSections: ['burgers'] });
  });
});
