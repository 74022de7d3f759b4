import { describe, expect, it } from 'vitest';
import { FindZoneTime } from '../../../../src/client/application/find-zone-time.use-case';
import { RecordingLogger, ScriptedAddressZoneApi } from './fakes/checkout-ports.fakes';

const street = { id: 's1', name: 'вулиця Городоцька' };

describe('FindZoneTime', () => {
  const findZoneTime = (
    api = new ScriptedAddressZoneApi({ ok: true, value: { zone: 'зелений', minutes: 29, point: [24.0, 49.8] } }),
  ) => ({
    api,
    use: new FindZoneTime({ api, logger: new RecordingLogger() }),
  });

  it('asks only from four characters of street and for a real house number, normalized', () => {
    const { use } = findZoneTime();
    expect(use.requestFor({ cityId: 1, street: { id: 's', name: ' Лип ' }, house: '1' })).toBeNull();
    expect(use.requestFor({ cityId: 1, street, house: 'абв' })).toBeNull();
    expect(use.requestFor({ cityId: 1, street, house: ' 28 ' })).toEqual({ cityId: 1, street, house: '28' });
  });

  it("answers the zone's colour and minutes and where the house stands", async () => {
    const { use, api } = findZoneTime();
    expect(await use.find({ cityId: 1, street, house: '28' })).toEqual({
      kind: 'found',
      word: 'зелений',
      color: 'green',
      minutes: 29,
      point: [24.0, 49.8],
    });
    expect(api.requests).toEqual([{ cityId: 1, street, house: '28' }]);
  });

  it('out of every zone is 0 minutes; a house the geocoder could not place has no point', async () => {
    const { use } = findZoneTime(
      new ScriptedAddressZoneApi({ ok: true, value: { zone: '', minutes: 0, point: null } }),
    );
    expect(await use.find({ cityId: 1, street, house: '28' })).toEqual({
      kind: 'found',
      word: '',
      color: null,
      minutes: 0,
      point: null,
    });
  });

  it('a failed lookup is unavailable and leaves a trace', async () => {
    const api = new ScriptedAddressZoneApi({ ok: false, reason: 'unavailable' });
    const logger = new RecordingLogger();
    expect(await new FindZoneTime({ api, logger }).find({ cityId: 1, street, house: '28' })).toEqual({
      kind: 'unavailable',
    });
    expect(logger.warnings).toHaveLength(1);
  });
});
