import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import InlineMarkdown from '../ApiSchema/InlineMarkdown';
import MediaTypeBodies, {type MediaTypes} from '../ApiItem/MediaTypes';
import styles from '../ApiItem/api.module.css';

type Response = {description?: string; content?: MediaTypes};

const reasons: Record<string, string> = {
  '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No Content', '400': 'Bad Request', '401': 'Unauthorized',
  '403': 'Forbidden', '404': 'Not Found', '406': 'Not Acceptable', '409': 'Conflict', '422': 'Unprocessable Entity',
};

/** The operation's responses: per status code its meaning, then schema and example for each media type. */
export default function StatusCodes({responses = {}}: {responses?: Record<string, Response>}): ReactNode {
  return (
    <section>
      <Heading as="h2" id="responses">
        Responses
      </Heading>
      {Object.entries(responses).map(([status, response]) => (
        <section key={status} className={styles.response}>
          <Heading as="h3" id={`response-${status}`}>
            <span className={`${styles.status} ${styles[`status${status[0]}xx`] ?? ''}`}>{status}</span> {reasons[status] ?? ''}
          </Heading>
          {response.description ? <InlineMarkdown text={response.description} /> : null}
          {response.content ? <MediaTypeBodies content={response.content} exampleTitle={`Example ${status} response`} /> : <p>No body.</p>}
        </section>
      ))}
    </section>
  );
}
