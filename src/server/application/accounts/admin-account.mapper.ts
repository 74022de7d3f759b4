import type { AdminAccountDto } from '../../../domain/shop-api/admin-accounts.contract';
import type { AdminAccountRecord } from '../ports/admin-accounts.port';

export const adminAccountDtoOf = (record: AdminAccountRecord, askingAdminId: number): AdminAccountDto => ({
  id: record.id,
  login: record.login,
  active: record.active,
  createdAt: record.createdAt.toISOString(),
  lastLoginAt: record.lastLoginAt === null ? null : record.lastLoginAt.toISOString(),
  isYou: record.id === askingAdminId,
});
