import { describe, expect, it } from 'vitest';
import { DIETARY_TAGS } from '../../../../../src/domain/menu/dietary-tags';
import { staffProductsMigration } from '../../../../../src/server/adapters/database/migrations/0023-staff-products.migration';

describe('the staff products migration', () => {
  it('lets the table hold exactly the dietary tags the domain knows', () => {
    const allowed = /ARRAY\[([^\]]+)\]::text\[\]/.exec(staffProductsMigration.sql)?.[1];
    expect(allowed?.split(',').map((tag) => tag.trim().replace(/'/g, ''))).toEqual([...DIETARY_TAGS]);
  });
});
