/**
 * Product ids are iiko's: UUIDs or slugs ('burger-classic'). Path parameters are not walked by the
 * unstorable-text guard, so the format itself keeps NUL and other bytes PostgreSQL refuses away.
 */
export const IIKO_ID = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9._~:-]+$' } as const;
