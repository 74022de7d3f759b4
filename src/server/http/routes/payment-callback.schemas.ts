/** {data, signature} as a form or JSON body, or as a query string (the test page's GET). */
export const SIGNED_FIELDS = {
  type: 'object',
  properties: {
    data: { type: 'string', maxLength: 65_536 },
    signature: { type: 'string', maxLength: 1_024 },
  },
} as const;
