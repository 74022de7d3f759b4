import { describe, expect, it } from 'vitest';
import {
  openingHoursOf,
  specialOpeningHoursOf,
} from '../../../../../src/server/application/seo/opening-hours.structured-data';
import type { ShopSchedule } from '../../../../../src/domain/site-schedule/shop-schedule.types';

const DAY = { open: 10 * 60 + 30, close: 22 * 60 + 30 };
const schedule = (overrides: Partial<ShopSchedule>): ShopSchedule => ({
  weekly: Array(7).fill(DAY),
  exceptions: [],
  busy: null,
  slotCapacity: null,
  ...overrides,
});
// Wednesday 11 June 2025, noon in Kyiv.
const NOW = Date.parse('2025-06-11T12:00:00+03:00');

describe('openingHoursOf', () => {
  it('puts weekdays with the same hours into one entry and leaves days off out', () => {
    const weekly = [DAY, DAY, DAY, DAY, { open: 11 * 60, close: 24 * 60 }, DAY, null];
    expect(openingHoursOf(schedule({ weekly }))).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Saturday'],
        opens: '10:30',
        closes: '22:30',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '11:00', closes: '23:59' },
    ]);
  });
});

describe('specialOpeningHoursOf', () => {
  it('lists exceptions from today on, a holiday as closed from 00:00 to 00:00', () => {
    const exceptions = [
      { date: '10.06.2025', hours: null },
      { date: '11.06.2025', hours: { open: 12 * 60, close: 20 * 60 } },
      { date: '24.08.2025', hours: null },
    ];
    expect(specialOpeningHoursOf(schedule({ exceptions }), NOW)).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2025-06-11',
        validThrough: '2025-06-11',
        opens: '12:00',
        closes: '20:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2025-08-24',
        validThrough: '2025-08-24',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
  });
});
