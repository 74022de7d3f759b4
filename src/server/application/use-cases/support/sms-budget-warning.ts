import type { LoggerPort } from '../../ports/logger.port';

/** How often one shop instance repeats that the budget is used up while it stays so. */
export const SMS_BUDGET_WARNING_EVERY_MS = 60_000;

// Per logger, which is per shop instance: a WeakMap, so a logger dropped (a test's) takes its time along.
const lastWarnedAt = new WeakMap<LoggerPort, number>();

/**
 * Tells the log that the shop-wide SMS budget is used up, at most once a minute per instance.
 * Once it is, every first order runs into it until uses leave the hour's window: one line per order
 * flooded the log and, measured at 50 clients, cost the order path a log write each. Staff see the
 * budget's state on its admin page in any case.
 */
export const warnSmsBudgetUsedUp = (logger: LoggerPort | undefined, budget: number, now: Date): void => {
  if (logger === undefined) return;
  const last = lastWarnedAt.get(logger);
  if (last !== undefined && now.getTime() - last < SMS_BUDGET_WARNING_EVERY_MS && now.getTime() >= last) return;
  lastWarnedAt.set(logger, now.getTime());
  logger.warn('the shop-wide SMS budget is used up: orders are confirmed by the operator until it frees up', {
    budget,
  });
};
