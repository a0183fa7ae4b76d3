import React, {type ReactNode} from 'react';
import InlineMarkdown from './InlineMarkdown';
import styles from './styles.module.css';

/** A JSON schema as the generator passes it: references resolved, `allOf` not yet merged. */
export type SchemaObject = {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  additionalProperties?: boolean | SchemaObject;
  allOf?: SchemaObject[];
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  nullable?: boolean;
  readOnly?: boolean;
  writeOnly?: boolean;
  deprecated?: boolean;
  minimum?: number;
  maximum?: number;
  pattern?: string;
};

/** `allOf` merged into one schema: properties and required lists joined, other keywords of the first that has them. */
export function merged(schema: SchemaObject): SchemaObject {
  if (!schema.allOf) return schema;
  const parts = schema.allOf.map(merged);
  const result: SchemaObject = {...schema, allOf: undefined};
  for (const part of parts) {
    result.properties = {...(result.properties ?? {}), ...(part.properties ?? {})};
    result.required = [...(result.required ?? []), ...(part.required ?? [])];
    for (const key of ['type', 'description', 'items', 'additionalProperties', 'oneOf', 'anyOf'] as const) {
      if (result[key] === undefined && part[key] !== undefined) (result as Record<string, unknown>)[key] = part[key];
    }
  }
  return result;
}

/** A schema's type as readers read it: `string (date-time)`, `array of objects`, `map of string`. */
export function typeLabel(raw: SchemaObject): string {
  const schema = merged(raw);
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : schema.type;
  if (type === 'array' || (!type && schema.items)) {
    const item = schema.items ? merged(schema.items) : undefined;
    const of = item ? typeLabel(item) : 'values';
    return `array of ${of === 'object' ? 'objects' : `${of}s`.replace(/ss$/, 's')}`;
  }
  if (schema.oneOf || schema.anyOf) return 'one of several';
  if (type === 'object' || (!type && schema.properties)) {
    if (!schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
      return `map of ${typeLabel(schema.additionalProperties)}`;
    }
    return 'object';
  }
  return `${type ?? 'any'}${schema.format ? ` (${schema.format})` : ''}`;
}

const json = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** The details line of a property: allowed values, default, limits, pattern. */
function Facts({schema}: {schema: SchemaObject}): ReactNode {
  const facts: ReactNode[] = [];
  if (schema.enum?.length) {
    facts.push(
      <span key="enum">
        Allowed values:{' '}
        {schema.enum.map((value, i) => (
          <React.Fragment key={i}>
            {i > 0 ? ', ' : ''}
            <code>{json(value)}</code>
          </React.Fragment>
        ))}
      </span>,
    );
  }
  if (schema.default !== undefined) facts.push(<span key="default">Default: <code>{json(schema.default)}</code></span>);
  if (schema.minimum !== undefined) facts.push(<span key="min">Minimum: <code>{schema.minimum}</code></span>);
  if (schema.maximum !== undefined) facts.push(<span key="max">Maximum: <code>{schema.maximum}</code></span>);
  if (schema.pattern) facts.push(<span key="pattern">Pattern: <code>{schema.pattern}</code></span>);
  return facts.length ? <div className={styles.facts}>{facts}</div> : null;
}

/** The properties inside a schema (of an object, of the objects of an array, of the variants of a oneOf). */
function Children({schema, depth}: {schema: SchemaObject; depth: number}): ReactNode {
  const s = merged(schema);
  const item = s.items ? merged(s.items) : undefined;
  const target = item?.properties || item?.oneOf || item?.anyOf ? item : s;
  if (target.properties && Object.keys(target.properties).length > 0) {
    return <PropertyList schema={target} depth={depth} />;
  }
  const variants = target.oneOf ?? target.anyOf;
  if (variants) {
    return (
      <ol className={styles.variants}>
        {variants.map((variant, i) => (
          <li key={i}>
            <span className={styles.variantLabel}>{merged(variant).title ?? `Option ${i + 1}`}</span>
            {merged(variant).description ? <InlineMarkdown text={merged(variant).description!} /> : null}
            <Children schema={variant} depth={depth} />
          </li>
        ))}
      </ol>
    );
  }
  if (target.additionalProperties && typeof target.additionalProperties === 'object') {
    return <Children schema={target.additionalProperties} depth={depth} />;
  }
  return null;
}

function hasChildren(schema: SchemaObject): boolean {
  const s = merged(schema);
  const item = s.items ? merged(s.items) : undefined;
  return Boolean(
    (s.properties && Object.keys(s.properties).length) || s.oneOf || s.anyOf || item?.properties || item?.oneOf || item?.anyOf ||
      (s.additionalProperties && typeof s.additionalProperties === 'object' && hasChildren(s.additionalProperties)),
  );
}

/** The properties of an object schema, each with its type, marks, description and allowed values. */
function PropertyList({schema, depth}: {schema: SchemaObject; depth: number}): ReactNode {
  const required = new Set(schema.required ?? []);
  return (
    <ul className={styles.properties}>
      {Object.entries(schema.properties ?? {}).map(([name, raw]) => {
        const property = merged(raw);
        const head = (
          <span className={styles.head}>
            <code className={styles.name}>{name}</code> <span className={styles.type}>{typeLabel(property)}</span>
            {required.has(name) ? <> <span className={styles.required}>required</span></> : null}
            {property.nullable ? <> <span className={styles.mark}>nullable</span></> : null}
            {property.readOnly ? <> <span className={styles.mark}>read-only</span></> : null}
            {property.writeOnly ? <> <span className={styles.mark}>write-only</span></> : null}
            {property.deprecated ? <> <span className={styles.deprecated}>deprecated</span></> : null}
          </span>
        );
        const body = (
          <>
            {property.description ? <InlineMarkdown text={property.description} /> : null}
            <Facts schema={property} />
          </>
        );
        return (
          <li key={name} className={styles.property}>
            {hasChildren(property) ? (
              <details open={depth === 0 && Object.keys(schema.properties ?? {}).length <= 8}>
                <summary>{head}</summary>
                {body}
                <Children schema={property} depth={depth + 1} />
              </details>
            ) : (
              <>
                {head}
                {body}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** A schema: its description, then its properties (or variants, or item type). */
export default function ApiSchema({schema}: {schema: SchemaObject}): ReactNode {
  const s = merged(schema);
  const children = hasChildren(s);
  return (
    <div className={styles.schema}>
      <p className={styles.rootType}>
        <span className={styles.type}>{typeLabel(s)}</span>
      </p>
      {s.description ? <InlineMarkdown text={s.description} /> : null}
      <Facts schema={s} />
      {children ? <Children schema={s} depth={0} /> : null}
    </div>
  );
}
