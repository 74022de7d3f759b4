/**
 * GET /api/admin/sms-budget: how much of the shop's hourly SMS budget the last hour used. When it
 * is exhausted, new orders are confirmed by the operator's call instead of a code, and the orders
 * board says so.
 */
export interface SmsBudgetDto {
  readonly used: number;
  readonly budget: number;
  readonly exhausted: boolean;
}
