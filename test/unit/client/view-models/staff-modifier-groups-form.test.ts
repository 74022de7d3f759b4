import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  draftsOfGroups,
  groupInputsOf,
  groupProblemsOf,
  moveItem,
  newGroupDraft,
  withDefault,
  withKind,
  type ModifierGroupDraft,
} from '../../../../src/client/view-models/staff-modifier-groups-form';

const keys = () => {
  let n = 0;
  return () => `k${++n}`;
};

const named = (uk: string) => ({ uk, en: `${uk} en`, ru: `${uk} ru` });

const patty = (): ModifierGroupDraft => {
  const group = newGroupDraft('one-of', keys());
  return {
    ...group,
    translation: named('Котлета'),
    modifiers: [
      { ...group.modifiers[0]!, translation: named('Яловича'), price: '0' },
      { ...group.modifiers[0]!, key: 'm2', translation: named('Куряча'), price: '25,50' },
    ],
  };
};

describe('modifier groups form: reading what staff typed', () => {
  it('reads prices with a comma and leaves maxima of a one-of group at 1', () => {
    const [input] = groupInputsOf([patty()]);
    expect(input).toMatchObject({ kind: 'one-of', required: true, maxTotal: null });
    expect(input?.modifiers.map((m) => [m.price, m.maxCount])).toEqual([
      [0, 1],
      [25.5, 1],
    ]);
  });

  it('round-trips the server’s groups through the drafts', () => {
    const dto = {
      id: '1',
      translation: named('Добавки'),
      kind: 'any-of' as const,
      required: false,
      maxTotal: 4,
      modifiers: [
        { iikoId: 'mod-bacon', translation: named('Бекон'), price: 35.5, maxCount: 2, isDefault: false, sharedWith: 2 },
      ],
    };
    const drafts = draftsOfGroups([dto], keys());
    expect(drafts[0]?.modifiers[0]).toMatchObject({ price: '35.50', maxCount: '2', sharedWith: 2 });
    const { id: _id, ...input } = dto;
    expect(groupInputsOf(drafts)).toEqual([
      { ...input, modifiers: input.modifiers.map(({ sharedWith: _s, ...m }) => m) },
    ]);
  });

  it('names each refused field by the API’s path, a number it cannot read as not-a-number', () => {
    const group = patty();
    const broken: ModifierGroupDraft = {
      ...withKind(group, 'any-of'),
      translation: { ...group.translation, en: '' },
      maxTotal: 'lots',
      modifiers: [
        { ...group.modifiers[0]!, price: 'abc' },
        { ...group.modifiers[1]!, maxCount: '11' },
      ],
    };
    expect(groupProblemsOf([broken])).toEqual({
      'groups.0.translation.en': 'required',
      'groups.0.maxTotal': 'not-a-number',
      'groups.0.modifiers.0.price': 'not-a-number',
      'groups.0.modifiers.1.maxCount': 'out-of-range',
    });
    expect(groupProblemsOf([patty()])).toEqual({});
  });
});

describe('modifier groups form: changing the list', () => {
  it('an any-of group is never required and preselects nothing; a one-of group carries one of each', () => {
    const withChoice = withDefault(patty(), 1);
    expect(withChoice.modifiers.map((m) => m.isDefault)).toEqual([false, true]);
    const extras = withKind(
      { ...withChoice, modifiers: withChoice.modifiers.map((m) => ({ ...m, maxCount: '3' })) },
      'any-of',
    );
    expect(extras).toMatchObject({ required: false });
    expect(extras.modifiers.map((m) => m.isDefault)).toEqual([false, false]);
    expect(withKind(extras, 'one-of').modifiers.map((m) => m.maxCount)).toEqual(['1', '1']);
  });

  it('moving keeps every item exactly once, whatever the moves', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer(), { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(10), fc.constantFrom<-1 | 1>(-1, 1)), { maxLength: 20 }),
        (items, moves) => {
          const tagged = items.map((value, index) => ({ value, index }));
          const moved = moves.reduce((list, [at, step]) => moveItem(list, at % list.length, step), tagged);
          expect([...moved].sort((a, b) => a.index - b.index)).toEqual(tagged);
        },
      ),
    );
  });

  it('moves one step and stays put at either end', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
