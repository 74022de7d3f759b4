import { describe, expect, it } from 'vitest';
import { InMemoryStaffOrderEvents } from '../support/doubles/in-memory-staff-order-events.adapter';

describe('InMemoryStaffOrderEvents', () => {
  it('tells the followers of a city only, until they stop, and plays an unreachable server', () => {
    const events = new InMemoryStaffOrderEvents();
    const heard: string[] = [];
    const listener = (name: string) => ({
      order: (event: { code: string }) => heard.push(`${name}:order:${event.code}`),
      resync: () => heard.push(`${name}:resync`),
      connection: (state: string) => heard.push(`${name}:${state}`),
    });
    const stopLviv = events.follow(1, listener('lviv'));
    events.reachable = false;
    events.follow(2, listener('kyiv'));
    events.order(1, { code: 'A', status: 'new', group: 'kitchen' });
    events.resync(2);
    events.connection(1, 'down');
    expect(events.following).toEqual([1, 2]);
    stopLviv();
    events.order(1, { code: 'B', status: 'new', group: 'kitchen' });
    expect(heard).toEqual(['lviv:live', 'kyiv:down', 'lviv:order:A', 'kyiv:resync', 'lviv:down']);
    expect(events.following).toEqual([2]);
  });
});
