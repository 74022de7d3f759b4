import type { ConfigProblem } from './config.types';

/**
 * Small readers for environment values. Each answers the parsed value or records a problem, so
 * the shop can report every bad variable at once instead of failing on the first.
 */
export type Env = Readonly<Record<string, string | undefined>>;

export class EnvReader {
  readonly problems: ConfigProblem[] = [];

  constructor(private readonly env: Env) {}

  /** A trimmed value; blank counts as unset so `FOO=` in a .env file means "not configured". */
  optional(name: string): string | null {
    const raw = this.env[name];
    if (raw === undefined) return null;
    const value = raw.trim();
    return value === '' ? null : value;
  }

  problem(variable: string, message: string): void {
    this.problems.push({ variable, message });
  }

  port(name: string, fallback: number): number {
    const raw = this.optional(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isInteger(value) || value < 1 || value > 65535) {
      this.problem(name, `must be a whole number from 1 to 65535, got '${raw}'`);
      return fallback;
    }
    return value;
  }

  /** A whole number from min to max; the fallback when unset. */
  wholeNumber(name: string, fallback: number, min: number, max: number): number {
    const raw = this.optional(name);
    if (raw === null) return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      this.problem(name, `must be a whole number from ${min} to ${max}, got '${raw}'`);
      return fallback;
    }
    return value;
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.optional(name);
    if (raw === null) return fallback;
    const lowered = raw.toLowerCase();
    if (['1', 'true', 'yes', 'on'].includes(lowered)) return true;
    if (['0', 'false', 'no', 'off'].includes(lowered)) return false;
    this.problem(name, `must be true or false, got '${raw}'`);
    return fallback;
  }

  url(name: string, protocols: readonly string[], example: string): string | null {
    const raw = this.optional(name);
    if (raw === null) return null;
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      this.problem(name, `must be a URL like ${example}, got '${redactUrl(raw)}'`);
      return null;
    }
    if (!protocols.includes(parsed.protocol)) {
      const allowed = protocols.map((p) => p.replace(/:$/, '')).join(' or ');
      this.problem(name, `must start with ${allowed}://, got '${redactUrl(raw)}'`);
      return null;
    }
    return raw;
  }

  /** A shared secret: long enough to resist guessing, never echoed back (it would land in logs). */
  secret(name: string, minLength: number): string | null {
    const value = this.optional(name);
    if (value === null) return null;
    if (value.length < minLength || /\s/.test(value)) {
      this.problem(
        name,
        `must be at least ${minLength} characters with no spaces or line breaks, e.g. from 'openssl rand -base64 48'`,
      );
      return null;
    }
    return value;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = this.optional(name);
    if (raw === null) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    this.problem(name, `must be one of ${allowed.join(', ')}, got '${raw}'`);
    return fallback;
  }
}

/** Never echo a password from a connection string back into logs. */
export const redactUrl = (raw: string): string => raw.replace(/(\/\/[^:/@]*:)[^@/]*@/, '$1***@');
