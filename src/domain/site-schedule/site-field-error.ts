/** Why a site-management change is refused, field by field (site-change.validator.ts). */
export type SiteFieldProblem =
  | 'weekly-not-seven-days'
  | 'invalid-time'
  | 'close-not-after-open'
  | 'invalid-date'
  | 'duplicate-date'
  | 'too-many-exceptions'
  | 'duplicate-switch'
  | 'unknown-switch'
  | 'text-too-long'
  | 'invalid-phone'
  | 'invalid-minutes'
  | 'invalid-until'
  | 'until-in-past'
  | 'invalid-capacity';

/** One problem and the field it belongs to, e.g. 'weekly.2.close' or 'busy.until'. */
export interface SiteFieldError {
  readonly field: string;
  readonly problem: SiteFieldProblem;
}
