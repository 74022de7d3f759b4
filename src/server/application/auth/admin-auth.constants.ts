/** The auth_token cookie lives 86400 s and the token it carries expires with it (architecture/admin-accounts.md). */
export const ADMIN_TOKEN_TTL_SECONDS = 86_400;
/** 32 random bytes = 256 bits: unguessable, and short enough for a header. */
export const ADMIN_TOKEN_BYTES = 32;
/** Generated first-admin passwords: 16 URL-safe characters, 96 bits. */
export const GENERATED_PASSWORD_BYTES = 12;
