import {test} from 'node:test';
import assert from 'node:assert/strict';
import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import {parse as parseHcl} from '@cdktf/hcl2json';
import {extractCodeBlocks, type CodeBlock} from '../lib/codeBlocks';
import {shellProblems, pythonProblems, structureProblems, cloudFormationProblems, isCloudFormation} from '../lib/codeChecks';
import {root} from '../lib/content';

// The writers' rules for docs pages and API guides: what a reader copies must be complete and valid, and no page
// may ship a stand-in for a value the writer did not have.

function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((f) => /\.mdx?$/.test(f) && !/\.(api|info|tag|schema)\.mdx$/.test(f))
    .map((f) => path.join(dir, f));
}

const pages = [...markdownFiles('docs'), ...markdownFiles('api')].map((file) => {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  return {file, text, body: text.replace(/^---\n[\s\S]*?\n---\n/, ''), blocks: extractCodeBlocks(text)};
});

/**
 * Words that mark a stand-in for a value the page should give, in prose or code. (Template placeholders such as
 * `#{PLACEHOLDER}` are product syntax, not stand-ins: only a value called a placeholder is one.)
 */
export const PLACEHOLDER_MARKERS =
  /\b(TODO|TBD|FIXME|illustrative|for illustration|adapt this|example only|(is|as) an? placeholder|placeholder (values?|config\w*|text))\b/i;
/** Openings that tell the reader what the page is instead of giving it. */
export const FORMULA_OPENINGS = /^(this (page|guide|article|document) (is for|explains|describes|shows|covers)|after reading|in this (page|guide)|welcome to this)/i;

/** The problems of one page under the rules below; empty when it follows them all. */
export async function pageProblems(file: string, text: string): Promise<string[]> {
  const problems: string[] = [];
  const body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  const lineOf = (index: number) => text.slice(0, text.indexOf(body) + index).split('\n').length;
  const marker = PLACEHOLDER_MARKERS.exec(body);
  if (marker) problems.push(`${file}:${lineOf(marker.index)}: "${marker[0]}" stands in for a value; give the value or say less`);
  const opening = body.split('\n').find((line) => line.trim() && !/^(#|:::|import |<|```|\||- |\* |> |\d+\. )/.test(line.trim())) ?? '';
  if (FORMULA_OPENINGS.test(opening.trim())) problems.push(`${file}: opens with a formula ("${opening.slice(0, 40)}..."); begin with what the reader came for`);
  for (const block of extractCodeBlocks(text)) {
    const where = `${file}:${block.line} (${block.language || 'no language'})`;
    if (!block.language) problems.push(`${where}: the code block names no language`);
    problems.push(...(await blockProblems(block)).map((p) => `${where}: ${p}`));
  }
  return problems;
}

async function blockProblems(block: CodeBlock): Promise<string[]> {
  try {
    if (block.language === 'json') {
      const data = JSON.parse(block.code);
      return [...iamProblems(data), ...(isCloudFormation(data) ? cloudFormationProblems(data) : [])];
    }
    if (block.language === 'yaml' || block.language === 'yml') yaml.loadAll(block.code);
    if (block.language === 'hcl' || block.language === 'terraform') await parseHcl('block.tf', block.code);
    if (block.language === 'bash' || block.language === 'sh' || block.language === 'shell') return shellProblems(block.code);
    if (block.language === 'python') return pythonProblems(block.code);
    if (block.language === 'dhall' || block.language === 'powershell') return structureProblems(block.code, block.language);
  } catch (error) {
    return [`does not parse: ${String((error as Error).message ?? error).split('\n')[0]}`];
  }
  return [];
}

/** An IAM policy is a whole document: `Version`, and `Statement` entries with `Effect` and `Action` or `NotAction`. */
function iamProblems(data: unknown): string[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const doc = data as Record<string, unknown>;
  if (('Effect' in doc || 'Action' in doc) && !('Statement' in doc)) return ['an IAM statement outside a policy document: give the whole policy'];
  if (!('Statement' in doc)) return [];
  const problems: string[] = [];
  if (doc.Version !== '2012-10-17' && doc.Version !== '2008-10-17') problems.push('an IAM policy without its "Version"');
  const statements = Array.isArray(doc.Statement) ? doc.Statement : [doc.Statement];
  statements.forEach((s, i) => {
    const st = s as Record<string, unknown>;
    if (!st || !('Effect' in st) || !('Action' in st || 'NotAction' in st)) problems.push(`IAM statement ${i + 1} lacks "Effect" or "Action"`);
  });
  return problems;
}

test('the rules catch what they are meant to catch', async () => {
  const bad = async (text: string) => (await pageProblems('x.md', `---\ntitle: X\n---\n${text}`)).length;
  assert.equal(await bad('The key is `abc`.\n'), 0);
  assert.equal(await bad('Set the key to a placeholder value.\n'), 1);
  assert.equal(await bad('The account ID below is a placeholder.\n'), 1);
  assert.equal(await bad('Use the template placeholder `#{PLACEHOLDER}`.\n'), 0);
  assert.equal(await bad('```yaml\nkey: TODO\n```\n'), 1);
  assert.equal(await bad('This page is for operators who run meshStack.\n'), 1);
  assert.equal(await bad('```json\n{"a": 1,}\n```\n'), 1);
  assert.equal(await bad('```yaml\na: [1\n```\n'), 1);
  assert.equal(await bad('```hcl\nresource "a" "b" {\n  x =\n}\n```\n'), 1);
  assert.equal(await bad('```\nplain\n```\n'), 1);
  assert.equal(await bad('```json\n{"Statement": [{"Effect": "Allow", "Action": "s3:GetObject", "Resource": "*"}]}\n```\n'), 1);
  assert.equal(await bad('```json\n{"Effect": "Allow", "Action": "s3:GetObject"}\n```\n'), 1);
  assert.equal(await bad('```json\n{"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Action": ["s3:GetObject"], "Resource": "*"}]}\n```\n'), 0);
  assert.equal(await bad('```hcl\nresource "a" "b" {\n  x = 1\n}\n```\n'), 0);
  // Shell through shellcheck, Python through its compiler.
  assert.ok((await bad('```bash\nfor f in $(ls *.md); do echo "$f"; done\n```\n')) >= 1);
  assert.ok((await bad('```bash\nif [ "$a" = 1 ]; then echo one\n```\n')) >= 1);
  assert.equal(await bad('```bash\nfor f in ./*.md; do echo "$f"; done\n```\n'), 0);
  assert.equal(await bad('```python\ndef f(:\n    return 1\n```\n'), 1);
  assert.equal(await bad('```python\ndef f():\n    return 1\n```\n'), 0);
  // Dhall and PowerShell: brackets, strings and comments balanced.
  assert.equal(await bad('```dhall\n{ a = [ 1, 2 }\n```\n'), 1);
  assert.equal(await bad('```dhall\n{ a = "x", b = \'\'\nmulti {\n\'\', c = < A | B >.A } -- a } comment\n```\n'), 0);
  assert.equal(await bad('```dhall\nlet f = \\(x : Natural) -> x in { a = f 1 }\n```\n'), 0);
  assert.equal(await bad('```powershell\n$x = @{ a = "b"\nWrite-Host $x\n```\n'), 1);
  assert.equal(await bad('```powershell\n$x = @{ a = "b}" } # a { comment\nWrite-Host $x\n```\n'), 0);
  // CloudFormation: typed resources, references that resolve.
  const cfn = (resources: object) => `\`\`\`json\n${JSON.stringify({AWSTemplateFormatVersion: '2010-09-09', Parameters: {Name: {Type: 'String'}}, Resources: resources})}\n\`\`\`\n`;
  assert.equal(await bad(cfn({Role: {Type: 'AWS::IAM::Role', Properties: {RoleName: {Ref: 'Name'}, Path: {'Fn::Join': ['', ['/', {Ref: 'AWS::Region'}]]}}}})), 0);
  assert.equal(await bad(cfn({Role: {Type: 'AWS::IAM::Role', Properties: {RoleName: {Ref: 'Missing'}}}})), 1);
  assert.equal(await bad(cfn({Role: {Type: 'IAM Role'}})), 1);
  assert.equal(await bad(cfn({Role: {Type: 'AWS::IAM::Role'}, Out: {Type: 'AWS::SSM::Parameter', Properties: {Value: {'Fn::GetAtt': ['Nope', 'Arn']}}}})), 1);
});

test('every docs page and API guide follows the rules: valid, complete config blocks with a language, no stand-in values, no formula opening', async () => {
  const problems = (await Promise.all(pages.map((p) => pageProblems(p.file, p.text)))).flat();
  assert.deepEqual(problems, []);
  const kinds = new Set(pages.flatMap((p) => p.blocks.map((b) => b.language)));
  for (const language of ['json', 'yaml', 'hcl', 'bash', 'python', 'dhall', 'powershell']) assert.ok(kinds.has(language), `the docs hold ${language} blocks to check`);
});

test('no two pages open with the same four words', () => {
  const openings = new Map<string, string[]>();
  for (const {file, body} of pages) {
    const first = body.split('\n').find((line) => line.trim() && !/^(#|:::|import |<|```|\||- |\* |> |\d+\. )/.test(line.trim())) ?? '';
    const key = (first.match(/[A-Za-z']+/g) ?? []).slice(0, 4).join(' ').toLowerCase();
    if (key) openings.set(key, [...(openings.get(key) ?? []), file]);
  }
  assert.deepEqual([...openings].filter(([, files]) => files.length > 1), []);
});

test('extractCodeBlocks finds fenced blocks with their language and line', () => {
  const blocks = extractCodeBlocks('Intro\n\n```json title="x"\n{"a": 1}\n```\n\n~~~yaml\na: 1\n~~~\n\n````md\n```json\nnot a block\n```\n````\n');
  assert.deepEqual(blocks.map((b) => [b.language, b.line, b.code]), [
    ['json', 3, '{"a": 1}'],
    ['yaml', 7, 'a: 1'],
    ['md', 11, '```json\nnot a block\n```'],
  ]);
});
