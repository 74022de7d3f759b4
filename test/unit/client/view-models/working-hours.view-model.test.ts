import { describe, expect, it } from 'vitest';
import { InMemorySiteApi } from '../../../../src/client/adapters/demo/in-memory-site-api.adapter';
import { ManualClockAdapter } from '../support/doubles/manual-clock.adapter';
import { WorkingHoursViewModel } from '../../../../src/client/view-models/working-hours.view-model';
import { citiesOn, KYIV, shellAt } from '../support/frame-fixtures';

const modalAt = (pathname: string, now: number, api = new InMemorySiteApi()) => {
  const { shell } = shellAt(pathname);
  const clock = new ManualClockAdapter(now);
  const vm = new WorkingHoursViewModel(api, clock, shell, citiesOn(api));
  return { vm, api, shell, clock };
};

const kinds = (vm: WorkingHoursViewModel) => vm.notices.map((notice) => notice.kind);

describe('WorkingHoursViewModel: night mode by the Kyiv clock', () => {
  it.each([
    ['winter 12:00', KYIV.winterNoon, false],
    ['winter 23:00', KYIV.winter23, true],
    ['summer 12:00', KYIV.summerNoon, false],
    ['summer 23:00', KYIV.summer23, true],
  ])('%s Kyiv → night %s', async (_label, now, night) => {
    const { vm } = modalAt('/', now);
    await vm.check();
    expect(vm.isNight).toBe(night);
    expect(vm.isOpen).toBe(night);
    expect(kinds(vm)).toEqual(night ? ['night'] : []);
  });

  it("follows the city's schedule: a holiday is night all day, other hours are told in the notice", async () => {
    const api = new InMemorySiteApi();
    const open = { open: '10:30', close: '22:30' };
    const weekly = [open, open, open, open, open, open, open];
    // KYIV.winterNoon is a Wednesday, 15.01.2025.
    api.setSchedule(1, {
      weekly,
      exceptions: [{ date: '15.01.2025', hours: null }],
      busy: null,
      slotCapacity: null,
      fullSlots: [],
    });
    const holiday = modalAt('/', KYIV.winterNoon, api);
    await holiday.vm.check();
    expect(holiday.vm.isNight).toBe(true);
    api.setSchedule(1, {
      weekly,
      exceptions: [{ date: '15.01.2025', hours: { open: '14:00', close: '20:00' } }],
      busy: null,
      slotCapacity: null,
      fullSlots: [],
    });
    const late = modalAt('/', KYIV.winterNoon, api);
    await late.vm.check();
    expect(late.vm.notices).toEqual([{ kind: 'night', hours: '14:00 - 20:00' }]);
  });

  it("knows the hours from the schedule alone, before the stops are asked for (a page's first render)", async () => {
    const { vm, api } = modalAt('/', KYIV.winterNoon);
    expect(vm.hoursDisplay).toBeNull();
    await vm.loadSchedule();
    expect(vm.hoursDisplay).toEqual({ kind: 'daily', hours: '10:30 - 22:30' });
    expect(vm.isChecked).toBe(false);
    expect(vm.notices).toEqual([]);
    await vm.loadSchedule();
    expect(api.calls.filter((call) => call.startsWith('getSchedule'))).toEqual(['getSchedule:1']);
  });

  it('asks only for the stops when the first render already loaded the schedule (no request a page carries)', async () => {
    const { vm, api } = modalAt('/', KYIV.winterNoon);
    await vm.loadSchedule();
    await vm.check();
    expect(api.calls).toEqual(['getSchedule:1', 'getStoppedFunctionalities:1']);
    expect(vm.isChecked).toBe(true);
    expect(vm.hoursDisplay).toEqual({ kind: 'daily', hours: '10:30 - 22:30' });
  });

  it("shows the city's hours of today once its schedule is known: every day, today only, or closed", async () => {
    const api = new InMemorySiteApi();
    const open = { open: '10:30', close: '22:30' };
    const shopVm = modalAt('/', KYIV.winterNoon, api);
    expect(shopVm.vm.hoursDisplay).toBeNull();
    await shopVm.vm.check();
    expect(shopVm.vm.hoursDisplay).toEqual({ kind: 'daily', hours: '10:30 - 22:30' });
    // KYIV.winterNoon is a Wednesday: staff open it 12:00–20:00, the other days keep theirs.
    api.setSchedule(1, {
      weekly: [open, open, { open: '12:00', close: '20:00' }, open, open, open, open],
      exceptions: [],
      busy: null,
      slotCapacity: null,
      fullSlots: [],
    });
    const wednesday = modalAt('/', KYIV.winterNoon, api);
    await wednesday.vm.check();
    expect(wednesday.vm.hoursDisplay).toEqual({ kind: 'today', hours: '12:00 - 20:00' });
    api.setSchedule(1, {
      weekly: [open, open, open, open, open, open, open],
      exceptions: [{ date: '15.01.2025', hours: null }],
      busy: null,
      slotCapacity: null,
      fullSlots: [],
    });
    const holiday = modalAt('/', KYIV.winterNoon, api);
    await holiday.vm.check();
    expect(holiday.vm.hoursDisplay).toEqual({ kind: 'closed-today' });
    // The night message of a holiday names the next open day's hours.
    expect(holiday.vm.notices).toEqual([{ kind: 'night', hours: '10:30 - 22:30' }]);
  });

  it('tells the work hours in the night notice', async () => {
    const { vm } = modalAt('/', KYIV.winter23);
    await vm.check();
    expect(vm.notices).toEqual([{ kind: 'night', hours: '10:30 - 22:30' }]);
  });

  it('uses the Kyiv offset of the date: 08:00 UTC is 10:00 (closed) in January, 11:00 (open) in July', async () => {
    const early = modalAt('/', Date.UTC(2025, 0, 15, 8, 0));
    await early.vm.check();
    expect(early.vm.isNight).toBe(true);
    const sameUtcInSummer = modalAt('/', Date.UTC(2025, 6, 15, 8, 0));
    await sameUtcInSummer.vm.check();
    expect(sameUtcInSummer.vm.isNight).toBe(false);
  });

  it('shows nothing before the check has answered', () => {
    const { vm } = modalAt('/', KYIV.winter23);
    expect(vm.isOpen).toBe(false);
  });
});

describe('WorkingHoursViewModel: stops', () => {
  it('a global stop shows its title and description and no pre-order offer, even at night', async () => {
    const api = new InMemorySiteApi();
    api.stop(1, 'global', {
      uk: { title: 'Пауза', description: 'Кухня відпочиває' },
      en: { title: 'Paused', description: 'Kitchen resting' },
    });
    const { vm } = modalAt('/en/', KYIV.winter23, api);
    await vm.check();
    expect(vm.notices).toEqual([{ kind: 'global', text: { title: 'Paused', description: 'Kitchen resting' } }]);
  });

  it('falls back to the Ukrainian text when staff left the language empty', async () => {
    const api = new InMemorySiteApi();
    api.stop(1, 'global', { uk: { title: 'Пауза', description: 'Опис' } });
    const { vm } = modalAt('/ru/', KYIV.winterNoon, api);
    await vm.check();
    expect(vm.notices).toEqual([{ kind: 'global', text: { title: 'Пауза', description: 'Опис' } }]);
  });

  it('a stopped section on its own page links to the sections still open', async () => {
    const api = new InMemorySiteApi();
    api.stop(1, 'burgers', { en: { title: 'No burgers', description: 'Grill off' } });
    const { vm } = modalAt('/en/', KYIV.winterNoon, api);
    await vm.check();
    expect(vm.notices).toEqual([
      {
        kind: 'section-stopped',
        section: 'burgers',
        text: { title: 'No burgers', description: 'Grill off' },
        links: [{ section: 'sushi', path: '/en/sushi/' }],
      },
    ]);
  });

  it('offers no link when the other section is stopped too or the city has no sushi', async () => {
    const both = new InMemorySiteApi();
    both.stop(1, 'burgers');
    both.stop(1, 'sushi');
    const lviv = modalAt('/', KYIV.winterNoon, both);
    await lviv.vm.check();
    expect(lviv.vm.notices).toEqual([{ kind: 'section-stopped', section: 'burgers', text: null, links: [] }]);

    const kyivApi = new InMemorySiteApi();
    kyivApi.stop(2, 'burgers');
    const kyiv = modalAt('/kyiv/', KYIV.winterNoon, kyivApi);
    await kyiv.vm.check();
    expect(kyiv.vm.notices).toMatchObject([{ kind: 'section-stopped', links: [] }]);
  });

  it('the sushi page asks about sushi only; an information page about any section', async () => {
    const api = new InMemorySiteApi();
    api.stop(1, 'burgers');
    const sushi = modalAt('/sushi/', KYIV.winterNoon, api);
    await sushi.vm.check();
    expect(sushi.vm.isOpen).toBe(false);

    const about = modalAt('/about/', KYIV.winterNoon, api);
    await about.vm.check();
    expect(about.vm.notices).toMatchObject([
      { kind: 'section-stopped', section: 'burgers', links: [{ section: 'sushi', path: '/sushi/' }] },
    ]);
  });

  it('a section stop at night shows both notices', async () => {
    const api = new InMemorySiteApi();
    api.stop(1, 'sushi');
    const { vm } = modalAt('/sushi/', KYIV.summer23, api);
    await vm.check();
    expect(kinds(vm)).toEqual(['section-stopped', 'night']);
  });

  it('reads only the stops of its city', async () => {
    const api = new InMemorySiteApi();
    api.stop(2, 'global');
    const { vm } = modalAt('/', KYIV.winterNoon, api);
    await vm.check();
    expect(api.calls).toEqual(['getStoppedFunctionalities:1', 'getSchedule:1']);
    expect(vm.isOpen).toBe(false);
  });

  it('still shows the night message when the stops cannot be read', async () => {
    const api = new InMemorySiteApi();
    api.fail('getStoppedFunctionalities');
    const { vm } = modalAt('/', KYIV.winter23, api);
    await vm.check();
    expect(kinds(vm)).toEqual(['night']);
  });
});

describe('WorkingHoursViewModel: once per page load', () => {
  it('asks the server once per city and stays closed after dismissal while navigating', async () => {
    const { vm, api, shell } = modalAt('/', KYIV.winter23);
    await vm.check();
    vm.dismiss();
    expect(vm.isOpen).toBe(false);
    shell.syncLocation('/about/', '');
    await vm.check();
    expect(vm.isOpen).toBe(false);
    expect(api.calls).toEqual(['getStoppedFunctionalities:1', 'getSchedule:1']);
  });

  it('checks a newly chosen city', async () => {
    const api = new InMemorySiteApi();
    api.stop(2, 'global');
    const { vm, shell } = modalAt('/', KYIV.winterNoon, api);
    await vm.check();
    shell.syncLocation('/kyiv/', '');
    expect(vm.isOpen).toBe(false);
    await vm.check();
    expect(vm.isOpen).toBe(true);
    expect(api.calls).toEqual([
      'getStoppedFunctionalities:1',
      'getSchedule:1',
      'getStoppedFunctionalities:2',
      'getSchedule:2',
    ]);
  });

  it('is never open on a 404 page', async () => {
    const { vm } = modalAt('/no-such-page/', KYIV.winter23);
    await vm.check();
    expect(vm.notices).not.toEqual([]);
    expect(vm.isOpen).toBe(false);
  });
});
