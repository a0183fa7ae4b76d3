import React, {Fragment, type ReactNode} from 'react';
import Link from '@docusaurus/Link';

/**
 * The Markdown our OpenAPI descriptions use, rendered without a Markdown library: paragraphs, `code`, **bold**,
 * *emphasis* and [links](/path/). Anything else shows as written.
 */
export default function InlineMarkdown({text}: {text: string}): ReactNode {
  const paragraphs = text.trim().split(/\n\s*\n/);
  return (
    <>
      {paragraphs.map((paragraph, i) => (
        <p key={i}>{inline(paragraph.replace(/\s*\n\s*/g, ' '))}</p>
      ))}
    </>
  );
}

const token = /(`[^`]+`)|(\*\*[^*]+\*\*)|(\*[^*\s][^*]*\*)|(\[[^\]]+\]\([^)\s]+\))/g;

export function inline(text: string): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(token)) {
    if (match.index! > last) out.push(text.slice(last, match.index));
    const [whole] = match;
    const key = out.length;
    if (match[1]) out.push(<code key={key}>{whole.slice(1, -1)}</code>);
    else if (match[2]) out.push(<strong key={key}>{inline(whole.slice(2, -2))}</strong>);
    else if (match[3]) out.push(<em key={key}>{inline(whole.slice(1, -1))}</em>);
    else {
      const [, label, href] = /^\[([^\]]+)\]\(([^)]+)\)$/.exec(whole)!;
      out.push(
        <Link key={key} to={href}>
          {inline(label)}
        </Link>,
      );
    }
    last = match.index! + whole.length;
  }
  if (last < text.length) out.push(text.slice(last));
  return out.map((node, i) => (typeof node === 'string' ? <Fragment key={`t${i}`}>{node}</Fragment> : node));
}
