/**
 * JSON for a <script type="application/ld+json"> block. The HTML parser ends a script at the first
 * '</script', whatever JSON thinks of it, so a product name such as '</script><script>…' must not
 * appear literally: '<', '>' and '&' are written as JSON's \u escapes (the same string to a JSON
 * reader), and so are U+2028/U+2029, which older JavaScript parsers read as line ends.
 */
export const jsonLdText = (value: unknown): string => scriptSafeJson(JSON.stringify(value));

/** JSON text made safe to stand inside any <script> element, meaning the same to a JSON reader. */
export const scriptSafeJson = (json: string): string =>
  json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
