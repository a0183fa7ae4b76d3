import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import InlineMarkdown from '../ApiSchema/InlineMarkdown';
import MediaTypeBodies, {type MediaTypes} from '../ApiItem/MediaTypes';

type Body = {content?: MediaTypes; description?: string; required?: boolean};

/** The request body: its description, then its schema and example for each media type. */
export default function RequestSchema({title = 'Body', body}: {title?: string; body?: Body}): ReactNode {
  if (!body?.content) return null;
  return (
    <section>
      <Heading as="h3" id="request-body">
        {title}
        {body.required ? ' (required)' : ''}
      </Heading>
      {body.description ? <InlineMarkdown text={body.description} /> : null}
      <MediaTypeBodies content={body.content} exampleTitle="Example request body" />
    </section>
  );
}
