import React, {type ReactNode} from 'react';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';

/**
 * The root crash page, used when an error escapes the layout's own error boundary. It renders the same content
 * as the in-layout crash page so that a reader sees one crash page, whatever failed.
 */
export default function Error(props: Props): ReactNode {
  return (
    <Layout title="Page Error">
      <ErrorPageContent {...props} />
    </Layout>
  );
}
