import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import styles from '../../ApiItem/api.module.css';

/** The operation's HTTP method and path, as the first line of its page. */
export default function MethodEndpoint({method, path}: {method: string; path: string}): ReactNode {
  return (
    <p className={clsx('openapi__method-endpoint', styles.endpoint)}>
      <span className={clsx('badge', styles.method, styles[method.toLowerCase()])}>{method.toUpperCase()}</span>{' '}
      <code className={clsx('openapi__method-endpoint-path', styles.path)}>{path}</code>
    </p>
  );
}
