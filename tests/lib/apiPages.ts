import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import type {ApiReference} from '../../src/data/apis';
import {operationPageId, operationsOf} from '../../src/plugins/api-reference/samples';
import {root} from './content';

/** A list, a get, a put and a delete operation page of an API (those it has), read from its document. */
export function apiOperationPages(api: ApiReference): {kind: string; route: string}[] {
  const document = yaml.load(fs.readFileSync(path.join(root, api.specPath), 'utf8')) as Record<string, unknown>;
  const ops = operationsOf(document);
  const pick = (kind: string, test: (op: (typeof ops)[number]) => boolean) => {
    const op = ops.find(test);
    return op ? [{kind, route: `/${api.id}/${operationPageId(op.operationId)}/`}] : [];
  };
  return [
    ...pick('list', (op) => op.method === 'get' && /list/i.test(op.operationId)),
    ...pick('get', (op) => op.method === 'get' && !/list|root/i.test(op.operationId) && op.path.includes('{')),
    ...pick('put', (op) => op.method === 'put'),
    ...pick('delete', (op) => op.method === 'delete'),
  ];
}
