import React, {type ReactNode, type MouseEvent} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import type SkipToContentType from '@theme/SkipToContent';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SkipToContentType>;

/**
 * The stock link focuses <main> and at once removes the temporary tabindex, which makes Chromium drop the focus
 * to <body>. After the stock handler has run, focus <main> again and keep its tabindex until focus leaves it, so
 * that keyboard and screen-reader users really land in the main content.
 */
function keepFocusOnMain(event: MouseEvent<HTMLDivElement>): void {
  if (!(event.target instanceof HTMLAnchorElement)) return;
  const main = document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById('__docusaurus_skipToContent_fallback');
  if (!main || document.activeElement === main) return;
  main.setAttribute('tabindex', '-1');
  main.focus();
  main.addEventListener('blur', () => main.removeAttribute('tabindex'), {once: true});
}

export default function SkipToContentWrapper(props: Props): ReactNode {
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={keepFocusOnMain}>
      <SkipToContent {...props} />
    </div>
  );
}
