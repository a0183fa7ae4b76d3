/**
 * A release's covered period, from its front matter: `period: 2025-10-29/2025-11-05` (first and last day shipped).
 * Shared by the writers' rules (Node) and the post header (browser), so it imports nothing.
 */
export const PERIOD_PATTERN = /^(\d{4}-\d{2}-\d{2})\/(\d{4}-\d{2}-\d{2})$/;

export function parsePeriod(value: unknown): {from: string; to: string} | undefined {
  const match = typeof value === 'string' ? PERIOD_PATTERN.exec(value.trim()) : null;
  return match ? {from: match[1], to: match[2]} : undefined;
}

// Made once: each toLocaleDateString call with options builds a formatter of its own (1.4 s of rendering the posts'
// pages and list pages with four times today's release notes).
const withYear = new Intl.DateTimeFormat('en-US', {timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric'});
const withoutYear = new Intl.DateTimeFormat('en-US', {timeZone: 'UTC', month: 'long', day: 'numeric'});

/** "October 29 – November 5, 2025" (one year shown once when both days share it). */
export function formatPeriod({from, to}: {from: string; to: string}): string {
  const day = (iso: string, year: boolean) => (year ? withYear : withoutYear).format(new Date(`${iso}T00:00:00Z`));
  if (from === to) return day(to, true);
  return `${day(from, from.slice(0, 4) !== to.slice(0, 4))} – ${day(to, true)}`;
}
