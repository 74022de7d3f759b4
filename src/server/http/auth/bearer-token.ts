/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export const readBearerToken = (header: string | undefined): string | null => {
  if (header === undefined) return null;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)[ ]*$/i.exec(header);
  return match?.[1] ?? null;
};
