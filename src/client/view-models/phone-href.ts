/** '+38 (032) 229 59 29' → 'tel:+380322295929': dialers want digits and the plus only. */
export const phoneHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
