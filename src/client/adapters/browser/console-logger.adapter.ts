import type { LoggerPort } from '../../application/ports/logger.port';

/** Developers read the browser console; customers never see these lines. */
export class ConsoleLoggerAdapter implements LoggerPort {
  constructor(private readonly sink: Pick<Console, 'warn' | 'error'> = console) {}

  warn(message: string, details?: unknown): void {
    if (details === undefined) this.sink.warn(message);
    else this.sink.warn(message, details);
  }

  error(message: string, details?: unknown): void {
    if (details === undefined) this.sink.error(message);
    else this.sink.error(message, details);
  }
}
