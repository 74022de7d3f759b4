import { hostname } from 'node:os';
import type { LoggerPort } from '../../application/ports/logger.port';
import type { LogLevel } from '../../config/config.types';

// pino's numeric levels, so these lines and Fastify's request logs read the same in one stream.
const LEVEL_NUMBERS: Record<Exclude<LogLevel, 'silent'>, number> = {
  trace: 10,
  debug: 20,
  info: 30,
  warn: 40,
  error: 50,
  fatal: 60,
};

/** JSON lines on stdout for the shop's own events (start-up, database, shutdown). */
export class JsonLogger implements LoggerPort {
  private readonly threshold: number;

  constructor(
    level: LogLevel,
    private readonly write: (line: string) => void = (line) => process.stdout.write(line),
    private readonly bindings: Record<string, unknown> = {},
  ) {
    this.threshold = level === 'silent' ? Number.POSITIVE_INFINITY : LEVEL_NUMBERS[level];
  }

  debug(message: string, fields?: Record<string, unknown>): void {
    this.log(LEVEL_NUMBERS.debug, message, fields);
  }

  info(message: string, fields?: Record<string, unknown>): void {
    this.log(LEVEL_NUMBERS.info, message, fields);
  }

  warn(message: string, fields?: Record<string, unknown>): void {
    this.log(LEVEL_NUMBERS.warn, message, fields);
  }

  error(message: string, fields?: Record<string, unknown>): void {
    this.log(LEVEL_NUMBERS.error, message, fields);
  }

  private log(level: number, msg: string, fields: Record<string, unknown> = {}): void {
    if (level < this.threshold) return;
    const line = { level, time: Date.now(), pid: process.pid, hostname: hostname(), ...this.bindings, ...fields, msg };
    this.write(`${JSON.stringify(line, errorReplacer)}\n`);
  }
}

const errorReplacer = (_key: string, value: unknown): unknown =>
  value instanceof Error ? { type: value.name, message: value.message, stack: value.stack } : value;

/** For tests and tools that want no output. */
export const silentLogger: LoggerPort = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
