import type { LoggerPort } from '../application/ports/logger.port';

export interface ShutdownStep {
  readonly name: string;
  readonly run: () => Promise<void>;
}

export interface GracefulShutdownOptions {
  /** Last words before a forced exit; must be synchronous (e.g. signal the database to stop). */
  readonly onForcedExit?: () => void;
  readonly exit?: (code: number) => void;
  readonly now?: () => number;
}

// Draining requests and a PostgreSQL fast shutdown take well under this.
const FORCED_EXIT_AFTER_MS = 30_000;
// `npm start` in a terminal delivers Ctrl-C twice (the terminal signals the whole foreground
// group, npm forwards it to its child as well): a repeat this soon is the same request.
const REPEAT_IS_DUPLICATE_WITHIN_MS = 3_000;

/**
 * Runs the shutdown steps once, in order (stop taking requests, close the pool, stop the
 * database), then exits. Asking again later means "now": the process exits at once, after
 * `onForcedExit`, and the next start cleans up whatever was left behind.
 */
export class GracefulShutdown {
  private startedAt: number | null = null;

  constructor(
    private readonly logger: LoggerPort,
    private readonly steps: () => readonly ShutdownStep[],
    private readonly options: GracefulShutdownOptions = {},
  ) {}

  async run(reason: string, exitCode: number): Promise<void> {
    const now = this.options.now?.() ?? Date.now();
    if (this.startedAt !== null) {
      if (now - this.startedAt < REPEAT_IS_DUPLICATE_WITHIN_MS) return;
      this.logger.warn('Shutdown requested again; exiting immediately', { reason });
      this.forceExit(exitCode === 0 ? 1 : exitCode);
      return;
    }
    this.startedAt = now;
    this.logger.info('Shutting down', { reason });
    const watchdog = setTimeout(() => {
      this.logger.error('Shutdown is taking too long; exiting without finishing it');
      this.forceExit(1);
    }, FORCED_EXIT_AFTER_MS);
    watchdog.unref();

    let code = exitCode;
    for (const step of this.steps()) {
      try {
        await step.run();
      } catch (error) {
        code = code === 0 ? 1 : code;
        this.logger.error(`Shutdown step failed: ${step.name}`, { error });
      }
    }
    clearTimeout(watchdog);
    this.logger.info('Stopped', { exitCode: code });
    this.exit(code);
  }

  private forceExit(code: number): void {
    try {
      this.options.onForcedExit?.();
    } finally {
      this.exit(code);
    }
  }

  private exit(code: number): void {
    (this.options.exit ?? ((c: number) => process.exit(c)))(code);
  }
}
