import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {Props} from '@theme/NotFound/Content';
import Heading from '@theme/Heading';
import HelpfulLinks from '@site/src/components/HelpfulLinks';

/**
 * The not-found page. The stock text tells readers to contact whoever linked them; ours sends them on to the
 * main areas of the site instead, which is what a reader of moved documentation needs.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>There is no page at this address. It may have moved, or the link that brought you here is wrong.</p>
          <p>Start again from one of these:</p>
          <HelpfulLinks />
        </div>
      </div>
    </main>
  );
}
