import type { ModifierGroupRule } from '../../../src/domain/modifier/modifier-group';

export interface OracleVerdict {
  /** Every chosen modifier is offered and no maximum is passed (a required group may still be empty). */
  readonly withinMaxima: boolean;
  /** withinMaxima, and every required group has its choice: what may be sold. */
  readonly valid: boolean;
  /** base + the price of every chosen modifier, counted as often as chosen. */
  readonly price: number;
}

/**
 * The modifier rules of architecture/admin-menu.md restated by counting, independently of the
 * rule the browser and the server run (domain/modifier/modifier-choice.rule.ts).
 */
export const modifierChoiceOracle = (
  base: number,
  groups: readonly ModifierGroupRule[],
  chosen: readonly string[],
): OracleVerdict => {
  const options = groups.flatMap((group) => group.options.map((option) => ({ group, option })));
  const count = (id: string): number => chosen.filter((c) => c === id).length;
  const totalOf = (group: ModifierGroupRule): number =>
    group.options.reduce((sum, option) => sum + count(option.modifierId), 0);
  const offered = chosen.every((id) => options.some(({ option }) => option.modifierId === id));
  const withinMaxima =
    offered &&
    groups.every((group) =>
      group.kind === 'one-of'
        ? totalOf(group) <= 1
        : group.options.every((option) => count(option.modifierId) <= option.maxCount) &&
          totalOf(group) <= (group.maxTotal ?? Infinity),
    );
  const requiredHeld = groups.every((group) => group.kind !== 'one-of' || !group.required || totalOf(group) === 1);
  const price = chosen.reduce(
    (sum, id) => sum + (options.find(({ option }) => option.modifierId === id)?.option.priceKopiykas ?? 0),
    base,
  );
  return { withinMaxima, valid: withinMaxima && requiredHeld, price };
};
