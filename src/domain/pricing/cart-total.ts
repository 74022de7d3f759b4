import { toHryvnias, type Kopiykas } from '../shared/money';
import { lineTotalKopiykas, type PricedLine } from './line-total';

export const cartTotalKopiykas = (lines: readonly PricedLine[]): Kopiykas =>
  lines.reduce((sum, line) => sum + lineTotalKopiykas(line), 0);

export const cartTotal = (lines: readonly PricedLine[]): number => toHryvnias(cartTotalKopiykas(lines));
