/** The admin's bearer token lives in this cookie for 86400 s on path '/'. */
export const AUTH_COOKIE_NAME = 'auth_token';
export const AUTH_COOKIE_MAX_AGE = 86_400;
