/**
 * A new confirmation code may be asked for this long after the last one was sent. The server is the
 * authority (it counts from the code it stored); the browser counts down the same minute on its own
 * clock so the modal can say how long is left without asking.
 */
export const SMS_RESEND_AFTER_SECONDS = 60;

/** Whole seconds left until `availableAtMs`, rounded up: "0:00" is shown only once it is time. */
export const resendSecondsLeft = (availableAtMs: number, nowMs: number): number => {
  const left = Math.ceil((availableAtMs - nowMs) / 1000);
  return Number.isFinite(left) ? Math.max(0, left) : 0;
};

/** 42 → '0:42', 60 → '1:00', 125 → '2:05': minutes and two-digit seconds, as a countdown reads. */
export const formatCountdown = (seconds: number): string => {
  const whole = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
