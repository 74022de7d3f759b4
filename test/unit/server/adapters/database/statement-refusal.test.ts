import { describe, expect, it } from 'vitest';
import { isRefusedByDatabase } from '../../../../../src/server/adapters/database/statement-refusal';

const pgError = (code: string) => Object.assign(new Error('refused'), { code });

describe('isRefusedByDatabase', () => {
  it('knows the data refusals, after which nothing of the statement was written', () => {
    expect(isRefusedByDatabase(pgError('23514'))).toBe(true); // check_violation
    expect(isRefusedByDatabase(pgError('23503'))).toBe(true); // foreign_key_violation
    expect(isRefusedByDatabase(pgError('22P02'))).toBe(true); // invalid_text_representation
  });

  it('leaves every other failure open: the write may have committed', () => {
    expect(isRefusedByDatabase(pgError('08006'))).toBe(false); // connection_failure
    expect(isRefusedByDatabase(pgError('57P01'))).toBe(false); // admin_shutdown
    expect(isRefusedByDatabase(pgError('40001'))).toBe(false); // serialization_failure
    expect(isRefusedByDatabase(pgError('ECONNRESET'))).toBe(false);
    expect(isRefusedByDatabase(new Error('Connection terminated unexpectedly'))).toBe(false);
    expect(isRefusedByDatabase(null)).toBe(false);
    expect(isRefusedByDatabase('23514')).toBe(false);
  });
});
