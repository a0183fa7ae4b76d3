import React, {type ReactNode} from 'react';
import type {Props} from '@theme/Error';
import PlainCrashPage from '@site/src/components/CrashPage/PlainCrashPage';

/**
 * The outermost crash page, for an error that escapes even `Root` (see `src/theme/Root.tsx`, which catches the
 * rest). Nothing above it provides a context, so it is the plain crash page: the stock one would try to render the
 * layout here, fail, and end in an unstyled fallback.
 */
export default function Error(props: Props): ReactNode {
  return <PlainCrashPage {...props} />;
}
