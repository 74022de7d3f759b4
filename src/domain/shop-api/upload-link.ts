/** Where the API serves an uploaded file (a product photo, a banner): GET /api/uploads/{name}. */
export const uploadLinkOf = (fileName: string): string => `/api/uploads/${encodeURIComponent(fileName)}`;
