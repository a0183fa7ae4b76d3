import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import {extractCodeBlocks} from '../../src/data/codeBlocks';

const root = path.join(__dirname, '..', '..');

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f) && !/\.(api|info|tag)\.mdx$/.test(f))
    .map((f) => path.join(dir, f));
}

const files = [...markdownFiles('docs'), ...markdownFiles('api')];

test('extractCodeBlocks finds fenced blocks with their language and line', () => {
  const blocks = extractCodeBlocks('Intro\n\n```json title="x"\n{"a": 1}\n```\n\n~~~yaml\na: 1\n~~~\n\n````md\n```json\nnot a block\n```\n````\n');
  assert.deepEqual(blocks.map((b) => [b.language, b.line, b.code]), [
    ['json', 3, '{"a": 1}'],
    ['yaml', 7, 'a: 1'],
    ['md', 11, '```json\nnot a block\n```'],
  ]);
});

test('every json and yaml code block in the docs parses', () => {
  let count = 0;
  const failures: string[] = [];
  for (const file of files) {
    for (const block of extractCodeBlocks(fs.readFileSync(path.join(root, file), 'utf8'))) {
      try {
        if (block.language === 'json') {
          JSON.parse(block.code);
          count++;
        } else if (block.language === 'yaml' || block.language === 'yml') {
          yaml.loadAll(block.code);
          count++;
        }
      } catch (error) {
        failures.push(`${file}:${block.line} (${block.language}): ${(error as Error).message.split('\n')[0]}`);
      }
    }
  }
  assert.deepEqual(failures, []);
  assert.ok(count > 20, `found ${count} json and yaml blocks`);
});

test('every code block in the docs names its language', () => {
  const missing: string[] = [];
  for (const file of files) {
    for (const block of extractCodeBlocks(fs.readFileSync(path.join(root, file), 'utf8'))) {
      if (!block.language) missing.push(`${file}:${block.line}`);
    }
  }
  assert.deepEqual(missing, []);
});
