import { describe, expect, it } from 'vitest';
import { err, ok } from '../../../../src/domain/shared/result';
import { ADDRESS_NOT_IDENTIFIED_KEY } from '../../../../src/client/view-models/checkout/address-zone.view-model';
import { addressZoneAt, settle } from './checkout-parts-fixtures';

const franka = { id: 'lviv-franka', name: 'вулиця Івана Франка' };
const element = () => ({}) as HTMLElement;

/** A zone part whose map is drawn (the zone is asked only with the map ready). */
const readyZone = async () => {
  const parts = addressZoneAt('/');
  await parts.vm.attachMap(element());
  await settle();
  return parts;
};

describe('AddressZoneViewModel', () => {
  it('starts not looked up', () => {
    const { vm } = addressZoneAt('/');
    expect(vm.zoneMinutes).toBeNull();
    expect(vm.zoneColor).toBeNull();
    expect(vm.outOfZone).toBe(false);
    expect(vm.zoneWord).toBe('');
    expect(vm.lookingUp).toBe(false);
  });

  it('draws the city’s zones at zoom 11 once the map is mounted', async () => {
    const { vm, map } = await readyZone();
    expect(vm.mapReady).toBe(true);
    expect(map.zones.map((zone) => zone.color)).toEqual(['blue', 'red', 'green']);
    expect(map.view?.zoom).toBe(11);
  });

  it('waits 300 ms of silence, then asks once with the normalized house', async () => {
    const { vm, api, timer } = await readyZone();
    vm.addressChanged({ cityId: 1, street: franka, house: ' 1' });
    timer.advance(200);
    vm.addressChanged({ cityId: 1, street: franka, house: ' 10 ' });
    timer.advance(299);
    expect(api.requests).toHaveLength(0);
    timer.advance(1);
    expect(api.requests).toEqual([{ cityId: 1, street: franka, house: '10' }]);
    expect(vm.lookingUp).toBe(true);
    await settle();
    expect(vm.lookingUp).toBe(false);
    expect(vm.zoneColor).toBe('green');
    expect(vm.zoneMinutes).toBe(29);
    expect(vm.zoneWord).toBe('зелений');
    expect(vm.outOfZone).toBe(false);
  });

  it('sends house "0" when the house is empty', async () => {
    const { vm, api, timer } = await readyZone();
    vm.addressChanged({ cityId: 1, street: franka, house: '   ' });
    timer.advance(300);
    expect(api.requests[0]?.house).toBe('0');
  });

  it('asks nothing for a house that is no house number, and forgets the zone found before', async () => {
    const { vm, api, timer } = await readyZone();
    vm.addressChanged({ cityId: 1, street: franka, house: '10' });
    timer.advance(300);
    await settle();
    expect(vm.zoneColor).toBe('green');
    vm.addressChanged({ cityId: 1, street: franka, house: 'абв' });
    timer.advance(300);
    await settle();
    expect(api.requests).toHaveLength(1);
    expect(vm.zoneColor).toBeNull();
    expect(vm.outOfZone).toBe(false);
  });

  it('asks nothing for fewer than 4 characters of street name', async () => {
    const { vm, api, timer } = await readyZone();
    vm.addressChanged({ cityId: 1, street: { id: '', name: ' вул ' }, house: '1' });
    timer.advance(1000);
    expect(api.requests).toHaveLength(0);
    vm.addressChanged({ cityId: 1, street: { id: '', name: 'вули' }, house: '1' });
    timer.advance(300);
    expect(api.requests).toHaveLength(1);
  });

  it('waits for the map: an address typed before it is ready is looked up when it is', async () => {
    const { vm, api, timer } = addressZoneAt('/');
    vm.addressChanged({ cityId: 1, street: franka, house: '10' });
    timer.advance(300);
    expect(api.requests).toHaveLength(0);
    await vm.attachMap(element());
    expect(api.requests).toHaveLength(1);
  });

  it('moves the marker to the answered point and clears it with the street', async () => {
    const { vm, map, timer } = await readyZone();
    vm.addressChanged({ cityId: 1, street: franka, house: '10' });
    timer.advance(300);
    await settle();
    expect(vm.markerPoint).not.toBeNull();
    expect(map.marker).toEqual(vm.markerPoint);
    vm.addressChanged({ cityId: 1, street: { id: '', name: '' }, house: '10' });
    expect(vm.markerPoint).toBeNull();
    expect(map.marker).toBeNull();
    expect(vm.zoneMinutes).toBeNull();
  });

  it('drops a stale answer: only the latest address counts', async () => {
    const { vm, api, timer } = await readyZone();
    const releases: (() => void)[] = [];
    const original = api.findZone.bind(api);
    api.findZone = (request) => new Promise((resolve) => releases.push(() => void original(request).then(resolve)));
    api.answer = (request) =>
      request.house === '1'
        ? ok({ zone: 'синій', minutes: 89, point: [24.1, 49.9] })
        : ok({ zone: 'червоний', minutes: 59, point: [24.05, 49.85] });
    vm.addressChanged({ cityId: 1, street: franka, house: '1' });
    timer.advance(300);
    vm.addressChanged({ cityId: 1, street: franka, house: '2' });
    timer.advance(300);
    releases[1]?.();
    await settle();
    expect(vm.zoneColor).toBe('red');
    releases[0]?.();
    await settle();
    expect(vm.zoneColor).toBe('red');
    expect(vm.markerPoint).toEqual([24.05, 49.85]);
  });

  it('drops an answer that arrives after reset', async () => {
    const { vm, api, timer } = await readyZone();
    let release: () => void = () => undefined;
    const original = api.findZone.bind(api);
    api.findZone = (request) => new Promise((resolve) => (release = () => void original(request).then(resolve)));
    vm.addressChanged({ cityId: 1, street: franka, house: '1' });
    timer.advance(300);
    vm.reset();
    release();
    await settle();
    expect(vm.zoneMinutes).toBeNull();
    expect(vm.lookingUp).toBe(false);
    expect(vm.markerPoint).toBeNull();
  });

  it('reads an empty colour as out of zones (0 minutes) and says the address was not identified without a point', async () => {
    const { vm, timer } = await readyZone();
    vm.addressChanged({ cityId: 1, street: { id: 'x', name: 'далеко звідси' }, house: '1' });
    timer.advance(300);
    await settle();
    expect(vm.outOfZone).toBe(true);
    expect(vm.zoneMinutes).toBe(0);
    expect(vm.zoneColor).toBeNull();
    expect(vm.messageKey).toBe(ADDRESS_NOT_IDENTIFIED_KEY);
  });

  it('treats an error as not looked up, with the operator message', async () => {
    const { vm, api, timer, logger } = await readyZone();
    api.answer = () => err('unavailable');
    vm.addressChanged({ cityId: 1, street: franka, house: '1' });
    timer.advance(300);
    await settle();
    expect(vm.zoneMinutes).toBeNull();
    expect(vm.outOfZone).toBe(false);
    expect(vm.messageKey).toBe(ADDRESS_NOT_IDENTIFIED_KEY);
    expect(logger.entries.length).toBeGreaterThan(0);
  });

  it('forgets the zone when the street becomes too short to look up', async () => {
    const { vm, timer } = await readyZone();
    vm.addressChanged({ cityId: 1, street: franka, house: '10' });
    timer.advance(300);
    await settle();
    expect(vm.zoneMinutes).toBe(29);
    vm.addressChanged({ cityId: 1, street: { id: '', name: 'вул' }, house: '10' });
    timer.advance(300);
    expect(vm.zoneMinutes).toBeNull();
    expect(vm.markerPoint).toBeNull();
  });

  it('stops drawing when the map is detached and draws the marker again on the next mount', async () => {
    const { vm, map, timer } = await readyZone();
    vm.addressChanged({ cityId: 1, street: franka, house: '10' });
    timer.advance(300);
    await settle();
    vm.detachMap();
    expect(vm.mapReady).toBe(false);
    expect(map.mounted).toBeNull();
    map.marker = null;
    await vm.attachMap(element());
    expect(map.marker).toEqual(vm.markerPoint);
  });
});
