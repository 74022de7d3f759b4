const statusFrom = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599 ? value : null;

/**
 * The HTTP-like status to show on the error page: statusCode, then status, then the
 * status of an attached response, else 500.
 */
export const errorStatusOf = (error: unknown): number => {
  if (typeof error !== 'object' || error === null) return 500;
  const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } | null };
  return (
    statusFrom(candidate.statusCode) ?? statusFrom(candidate.status) ?? statusFrom(candidate.response?.status) ?? 500
  );
};
