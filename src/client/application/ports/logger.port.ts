/** Failures nobody is shown (banners, background price checks) still leave a trace for developers. */
export interface LoggerPort {
  warn(message: string, details?: unknown): void;
  error(message: string, details?: unknown): void;
}
