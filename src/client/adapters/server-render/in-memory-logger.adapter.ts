import type { LoggerPort } from '../../application/ports/logger.port';

export interface LogEntry {
  readonly level: 'warn' | 'error';
  readonly message: string;
  readonly details?: unknown;
}

/** Keeps log lines so a test can tell a failure was recorded rather than shown. */
export class InMemoryLoggerAdapter implements LoggerPort {
  readonly entries: LogEntry[] = [];

  warn(message: string, details?: unknown): void {
    this.entries.push({ level: 'warn', message, ...(details === undefined ? {} : { details }) });
  }

  error(message: string, details?: unknown): void {
    this.entries.push({ level: 'error', message, ...(details === undefined ? {} : { details }) });
  }
}
