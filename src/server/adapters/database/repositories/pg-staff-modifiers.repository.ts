import { randomUUID } from 'node:crypto';
import type { ModifierGroupKind } from '../../../../domain/modifier/modifier-group';
import type { CheckedStaffModifierGroup } from '../../../../domain/modifier/staff-modifier-groups.rule';
import { toHryvnias } from '../../../../domain/shared/money';
import type { StaffModifierGroupDto } from '../../../../domain/shop-api/staff-modifiers.contract';
import type { StaffModifiersPort, StaffModifiersWriteOutcome } from '../../../application/ports/staff-modifiers.port';
import type { StaffProductChangeContext } from '../../../application/ports/staff-products.port';
import type { Database, Queryable } from '../database';
import { recordAdminChange } from './pg-admin-audit.repository';
import { translatedText } from './translations.mapper';

class UnknownModifier extends Error {
  constructor(readonly iikoId: string) {
    super('unknown-modifier');
  }
}

interface GroupRow {
  id: number;
  translations: unknown;
  kind: ModifierGroupKind;
  is_required: boolean;
  max_total: number | null;
  modifiers: {
    iikoId: string;
    translations: unknown;
    price: number;
    maxCount: number;
    isDefault: boolean;
    sharedWith: number;
  }[];
}

const READ_GROUPS = `
SELECT g.id, g.translations, g.kind, g.is_required, g.max_total,
       COALESCE(jsonb_agg(jsonb_build_object(
         'iikoId', m.iiko_id, 'translations', m.translations, 'price', m.price, 'maxCount', pm.max_count, 'isDefault', pm.is_default,
         'sharedWith', (SELECT count(*) FROM product_modifiers other WHERE other.modifier_id = m.id AND other.product_id <> g.product_id)
       ) ORDER BY pm.position, m.id) FILTER (WHERE m.id IS NOT NULL), '[]'::jsonb) AS modifiers
  FROM product_modifier_groups g
  LEFT JOIN product_modifiers pm ON pm.group_id = g.id
  LEFT JOIN modifiers m ON m.id = pm.modifier_id
 WHERE g.product_id = $1
 GROUP BY g.id
 ORDER BY g.position, g.id`;

const readGroups = async (tx: Queryable, productId: number): Promise<StaffModifierGroupDto[]> =>
  (await tx.query<GroupRow>(READ_GROUPS, [productId])).rows.map((row) => ({
    id: String(row.id),
    translation: translatedText(row.translations, 'name'),
    kind: row.kind,
    required: row.is_required,
    maxTotal: row.max_total,
    modifiers: row.modifiers.map((m) => ({
      iikoId: m.iikoId,
      translation: translatedText(m.translations, 'name'),
      price: toHryvnias(m.price),
      maxCount: m.maxCount,
      isDefault: m.isDefault,
      sharedWith: Number(m.sharedWith),
    })),
  }));

const names = (t: { uk: string; en: string; ru: string }): string =>
  JSON.stringify({ uk: { name: t.uk }, en: { name: t.en }, ru: { name: t.ru } });

/** The change log keeps what staff edit, money in hryvnias. */
const audited = (groups: readonly StaffModifierGroupDto[]) =>
  groups.map(({ id: _id, modifiers, ...group }) => ({
    ...group,
    modifiers: modifiers.map(({ sharedWith: _s, ...m }) => m),
  }));

/** Modifier groups of migration 0026 as staff edit them, one product at a time. */
export class PgStaffModifiers implements StaffModifiersPort {
  constructor(private readonly database: Database) {}

  async read(iikoId: string): Promise<readonly StaffModifierGroupDto[] | null> {
    const product = await this.database.query<{ id: number }>(
      'SELECT id FROM products WHERE iiko_id = $1 AND NOT is_archived',
      [iikoId],
    );
    const id = product.rows[0]?.id;
    return id === undefined ? null : readGroups(this.database, id);
  }

  async replace(
    iikoId: string,
    groups: readonly CheckedStaffModifierGroup[],
    { by, at }: StaffProductChangeContext,
  ): Promise<StaffModifiersWriteOutcome> {
    try {
      return await this.database.transaction(async (tx) => {
        // The product's row lock makes concurrent saves of its groups take turns.
        const locked = await tx.query<{ id: number; name: string | null }>(
          "SELECT id, translations->'uk'->>'name' AS name FROM products WHERE iiko_id = $1 AND NOT is_archived FOR UPDATE",
          [iikoId],
        );
        const product = locked.rows[0];
        if (product === undefined) return { kind: 'not-found' } as const;
        const before = await readGroups(tx, product.id);
        await tx.query('DELETE FROM product_modifier_groups WHERE product_id = $1', [product.id]);
        let position = 0;
        for (const [groupPosition, group] of groups.entries()) {
          const inserted = await tx.query<{ id: number }>(
            `INSERT INTO product_modifier_groups (product_id, translations, kind, is_required, max_total, position)
             VALUES ($1, $2::jsonb, $3, $4, $5, $6) RETURNING id`,
            [
              product.id,
              names(group.translation),
              group.kind,
              group.kind === 'one-of' && group.required,
              group.kind === 'any-of' ? group.maxTotal : null,
              groupPosition,
            ],
          );
          const groupId = inserted.rows[0]?.id;
          for (const modifier of group.modifiers) {
            const modifierId = await this.upsertModifier(tx, iikoId, group.kind, modifier);
            await tx.query(
              `INSERT INTO product_modifiers (product_id, modifier_id, position, group_id, max_count, is_default)
               VALUES ($1, $2, $3, $4, $5, $6)`,
              [
                product.id,
                modifierId,
                position,
                groupId,
                group.kind === 'one-of' ? 1 : modifier.maxCount,
                group.kind === 'one-of' && modifier.isDefault,
              ],
            );
            position += 1;
          }
        }
        const after = await readGroups(tx, product.id);
        await recordAdminChange(tx, {
          by,
          at,
          cityId: null,
          section: 'menu',
          action: 'edit-modifiers',
          target: product.name ?? iikoId,
          before: audited(before),
          after: audited(after),
        });
        return { kind: 'saved', groups: after } as const;
      });
    } catch (error) {
      if (error instanceof UnknownModifier) return { kind: 'unknown-modifier', iikoId: error.iikoId };
      throw error;
    }
  }

  /**
   * A named modifier is the kitchen's one row, shared by every product offering it, so its name and
   * price change for all of them; a new one gets an id of its own and the Ukrainian name as the
   * kitchen's name.
   */
  private async upsertModifier(
    tx: Queryable,
    productIikoId: string,
    kind: ModifierGroupKind,
    modifier: CheckedStaffModifierGroup['modifiers'][number],
  ): Promise<number> {
    if (modifier.iikoId !== null) {
      const updated = await tx.query<{ id: number }>(
        'UPDATE modifiers SET translations = $2::jsonb, price = $3 WHERE iiko_id = $1 RETURNING id',
        [modifier.iikoId, names(modifier.translation), modifier.priceKopiykas],
      );
      const id = updated.rows[0]?.id;
      if (id === undefined) throw new UnknownModifier(modifier.iikoId);
      return id;
    }
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO modifiers (iiko_id, iiko_name, translations, price, product_group_id)
       VALUES ($1, $2, $3::jsonb, $4, $5) RETURNING id`,
      [
        `mod-${productIikoId.slice(0, 40)}-${randomUUID().slice(0, 8)}`,
        modifier.translation.uk,
        names(modifier.translation),
        modifier.priceKopiykas,
        kind === 'one-of' ? 'patty' : 'extras',
      ],
    );
    return inserted.rows[0]?.id as number;
  }
}
