/** What "Was this page helpful?" sends and links to; plain functions, unit-tested. */

export type Answer = 'yes' | 'no';

/** The analytics script's event function (Plausible's API), when the script is configured and loaded. */
type Analytics = (event: string, options: {props: Record<string, string>}) => void;

export function analytics(): Analytics | null {
  const candidate = typeof window === 'undefined' ? undefined : (window as unknown as {plausible?: unknown}).plausible;
  return typeof candidate === 'function' ? (candidate as Analytics) : null;
}

/** Event names and the longest reason sent (the analytics service caps property values). */
export const feedbackEvent = 'Feedback';
export const reasonEvent = 'Feedback reason';
export const maxReasonLength = 300;

/** A new issue in the source repository, prefilled with the page, the answer and the reader's reason. */
export function reportUrl(repository: string, page: {title: string; url: string}, answer: Answer | null, reason: string): string {
  const lines = [`Page: ${page.url}`];
  if (answer) lines.push(`Helpful: ${answer}`);
  lines.push('', reason.trim() || 'What is missing or wrong on this page?');
  const query = new URLSearchParams({title: `Docs: ${page.title}`, body: lines.join('\n')});
  return `${repository}/issues/new?${query.toString()}`;
}
