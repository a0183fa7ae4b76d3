import React, {type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import ApiSchema, {type SchemaObject} from '../ApiSchema';
import StaticIsland from '../ApiSchema/StaticIsland';
import styles from './api.module.css';

export type MediaTypes = Record<string, {schema?: SchemaObject; example?: unknown}>;

/**
 * The bodies of a request or response, one per media type: the media type, the schema, and the example. The
 * schema is static; the example is a code block (copy button, highlighting).
 */
export default function MediaTypeBodies({content, exampleTitle}: {content: MediaTypes; exampleTitle: string}): ReactNode {
  return (
    <>
      {Object.entries(content).map(([mediaType, media]) => (
        <div key={mediaType} className={styles.mediaType}>
          <p className={styles.mediaTypeName}>
            Media type: <code>{mediaType}</code>
          </p>
          {media.schema ? (
            <StaticIsland>
              <ApiSchema schema={media.schema} />
            </StaticIsland>
          ) : null}
          {media.example !== undefined ? (
            <CodeBlock language="json" title={exampleTitle}>
              {JSON.stringify(media.example, null, 2)}
            </CodeBlock>
          ) : null}
        </div>
      ))}
    </>
  );
}
