import { describe, expect, it } from 'vitest';
import { AxiosStaffModifiersApi } from '../../../../src/client/adapters/http/axios-staff-modifiers-api.adapter';
import type { StaffModifierGroupDto } from '../../../../src/domain/shop-api/staff-modifiers.contract';
import { answeringHttpClient, type Answer } from './support/answering-http-client';

const GROUPS: StaffModifierGroupDto[] = [
  {
    id: '7',
    translation: { uk: 'Котлета', en: 'Patty', ru: 'Котлета' },
    kind: 'one-of',
    required: true,
    maxTotal: null,
    modifiers: [
      {
        iikoId: 'mod-beef',
        translation: { uk: 'Яловича', en: 'Beef', ru: 'Говяжья' },
        price: 0,
        maxCount: 1,
        isDefault: true,
        sharedWith: 3,
      },
    ],
  },
];

const apiAnswering = (answer: Answer) => {
  const logged: string[] = [];
  const { http, sent } = answeringHttpClient(answer, { auth_token: 'tok' });
  return { api: new AxiosStaffModifiersApi(http, (message) => logged.push(message)), sent, logged };
};

describe('AxiosStaffModifiersApi', () => {
  it('reads a product’s groups with the bearer token', async () => {
    const { api, sent } = apiAnswering(() => ({ status: 200, data: { iikoId: 'burger classic', groups: GROUPS } }));
    expect(await api.readGroups('burger classic')).toEqual({ ok: true, value: GROUPS });
    expect(sent[0]).toMatchObject({ method: 'get', url: '/admin/menu/products/burger%20classic/modifier-groups' });
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('saves the whole list with PUT {groups}', async () => {
    const { api, sent } = apiAnswering(() => ({ status: 200, data: { iikoId: 'b', groups: GROUPS } }));
    const input = [{ ...GROUPS[0]!, modifiers: [{ ...GROUPS[0]!.modifiers[0]!, iikoId: null }] }];
    expect((await api.saveGroups('b', input)).ok).toBe(true);
    expect(sent[0]).toMatchObject({ method: 'put', url: '/admin/menu/products/b/modifier-groups' });
    expect(JSON.parse(String(sent[0]?.data))).toEqual({ groups: JSON.parse(JSON.stringify(input)) });
  });

  it('turns a 400 into the refused field path and problem, 401 and 404 into their reasons', async () => {
    const refused = apiAnswering(() => ({
      status: 400,
      data: {
        error: 'invalid-modifier-groups',
        message: 'Поле groups.0.modifiers.1.price: поза межами.',
        field: 'groups.0.modifiers.1.price',
        problem: 'out-of-range',
      },
    }));
    expect(await refused.api.saveGroups('b', [])).toEqual({
      ok: false,
      reason: 'invalid',
      field: 'groups.0.modifiers.1.price',
      problem: 'out-of-range',
      message: 'Поле groups.0.modifiers.1.price: поза межами.',
    });
    expect(await apiAnswering(() => ({ status: 401, data: {} })).api.readGroups('b')).toEqual({
      ok: false,
      reason: 'unauthorized',
    });
    expect(await apiAnswering(() => ({ status: 404, data: {} })).api.readGroups('b')).toEqual({
      ok: false,
      reason: 'not-found',
    });
    expect(await apiAnswering(() => ({ status: 500, data: {} })).api.readGroups('b')).toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('reads an answer with one malformed modifier as no answer, and says so', async () => {
    const broken = [{ ...GROUPS[0]!, modifiers: [{ iikoId: 'x', price: 'free' }] }];
    const { api, logged } = apiAnswering(() => ({ status: 200, data: { iikoId: 'b', groups: broken } }));
    expect(await api.readGroups('b')).toEqual({ ok: false, reason: 'unavailable' });
    expect(logged).toEqual(['GET /admin/menu/products/modifier-groups answered something that is not in the contract']);
  });
});
