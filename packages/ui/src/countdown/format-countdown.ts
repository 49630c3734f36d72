/** What a countdown shows when the caller says its time is not meaningful. */
export const COUNTDOWN_PLACEHOLDER = '--:--:--';

const two = (value: number) => String(value).padStart(2, '0');

/**
 * Whole seconds as HH:MM:SS; hours grow past two digits when needed (1000 hours is
 * "1000:00:00"). Negative or non-finite input gives the placeholder.
 */
export function formatCountdown(totalSeconds: number): string {
  if (!Number.isFinite(totalSeconds) || totalSeconds < 0) return COUNTDOWN_PLACEHOLDER;
  const whole = Math.floor(totalSeconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const seconds = whole % 60;
  return `${two(hours)}:${two(minutes)}:${two(seconds)}`;
}

/** ISO 8601 duration for a `<time dateTime>`: 3725 -> "PT1H2M5S". */
export function isoDuration(totalSeconds: number): string {
  const whole = Math.max(0, Math.floor(totalSeconds));
  return `PT${Math.floor(whole / 3600)}H${Math.floor((whole % 3600) / 60)}M${whole % 60}S`;
}
