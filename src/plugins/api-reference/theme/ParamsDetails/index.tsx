import React, {type ReactNode} from 'react';
import Heading from '@theme/Heading';
import ApiSchema, {type SchemaObject} from '../ApiSchema';
import InlineMarkdown from '../ApiSchema/InlineMarkdown';
import StaticIsland from '../ApiSchema/StaticIsland';
import {typeLabel} from '../ApiSchema';
import schemaStyles from '../ApiSchema/styles.module.css';

type Parameter = {name: string; in: string; required?: boolean; description?: string; schema?: SchemaObject; deprecated?: boolean};

const places = [
  ['path', 'Path parameters'],
  ['query', 'Query parameters'],
  ['header', 'Header parameters'],
  ['cookie', 'Cookie parameters'],
] as const;

/** The operation's parameters, grouped by where they go, each with its type, marks and description. */
export default function ParamsDetails({parameters = []}: {parameters?: Parameter[]}): ReactNode {
  return (
    <StaticIsland>
      {places.map(([place, title]) => {
        const list = parameters.filter((p) => p.in === place);
        if (list.length === 0) return null;
        return (
          <section key={place}>
            <Heading as="h3" id={`${place}-parameters`}>
              {title}
            </Heading>
            <ul className={schemaStyles.properties}>
              {list.map((p) => (
                <li key={p.name} className={schemaStyles.property}>
                  <span className={schemaStyles.head}>
                    <code className={schemaStyles.name}>{p.name}</code>{' '}
                    <span className={schemaStyles.type}>{p.schema ? typeLabel(p.schema) : 'string'}</span>
                    {p.required ? <> <span className={schemaStyles.required}>required</span></> : null}
                    {p.deprecated ? <> <span className={schemaStyles.deprecated}>deprecated</span></> : null}
                  </span>
                  {p.description ? <InlineMarkdown text={p.description} /> : null}
                  {p.schema?.enum || p.schema?.default !== undefined ? <ApiSchema schema={{...p.schema, description: undefined}} /> : null}
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </StaticIsland>
  );
}
