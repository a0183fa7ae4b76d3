import {spawnSync} from 'child_process';

/**
 * Checks for code blocks that readers paste, each with its language's own tool where one runs here: shellcheck for
 * shell, Python's compiler for Python. PowerShell and Dhall have no tool on this machine, so they get a structural
 * check (brackets, strings and comments balanced), and CloudFormation templates a check of their shape (every
 * resource typed, every `Ref` and `Fn::GetAtt` naming something the template defines).
 */

/** Problems shellcheck reports at warning level or above (`bash` dialect). */
export function shellProblems(code: string): string[] {
  const result = spawnSync('shellcheck', ['--shell=bash', '--severity=warning', '--format=gcc', '-'], {input: code, encoding: 'utf8'});
  if (result.error) throw new Error(`shellcheck could not run (${result.error.message}); install it (Debian: apt-get install shellcheck)`);
  return result.stdout
    .split('\n')
    .filter(Boolean)
    .map((line) => `shellcheck: ${line.replace(/^-:/, 'line ')}`);
}

/** Python's own compiler, as `py_compile` would run it. */
export function pythonProblems(code: string): string[] {
  const result = spawnSync('python3', ['-c', 'import sys; compile(sys.stdin.read(), "block.py", "exec")'], {input: code, encoding: 'utf8'});
  if (result.error) throw new Error(`python3 could not run (${result.error.message})`);
  return result.status === 0 ? [] : [`python: ${result.stderr.trim().split('\n').pop()}`];
}

type Syntax = {lineComment: string; blockComment?: [string, string]; strings: [string, string][]; pairs: Record<string, string>};

const SYNTAX: Record<'dhall' | 'powershell', Syntax> = {
  dhall: {lineComment: '--', blockComment: ['{-', '-}'], strings: [["''", "''"], ['"', '"']], pairs: {'{': '}', '[': ']', '(': ')', '<': '>'}},
  powershell: {lineComment: '#', blockComment: ['<#', '#>'], strings: [['@"', '"@'], ["@'", "'@"], ['"', '"'], ["'", "'"]], pairs: {'{': '}', '[': ']', '(': ')'}},
};

/**
 * Brackets, strings and comments that open and close in the right order. In Dhall `<` and `>` delimit union types;
 * the function arrow `->` is skipped.
 */
export function structureProblems(code: string, language: 'dhall' | 'powershell'): string[] {
  const syntax = SYNTAX[language];
  const stack: {char: string; line: number}[] = [];
  let line = 1;
  for (let i = 0; i < code.length; i++) {
    const rest = code.slice(i);
    if (code[i] === '\n') line++;
    if (rest.startsWith(syntax.lineComment)) {
      const end = code.indexOf('\n', i);
      i = (end < 0 ? code.length : end) - 1;
      continue;
    }
    if (syntax.blockComment && rest.startsWith(syntax.blockComment[0])) {
      const end = code.indexOf(syntax.blockComment[1], i + syntax.blockComment[0].length);
      if (end < 0) return [`line ${line}: a comment opened with ${syntax.blockComment[0]} is never closed`];
      line += code.slice(i, end).split('\n').length - 1;
      i = end + syntax.blockComment[1].length - 1;
      continue;
    }
    const string = syntax.strings.find(([open]) => rest.startsWith(open));
    if (string) {
      const [open, close] = string;
      let j = i + open.length;
      while (j < code.length && !code.startsWith(close, j)) j += code[j] === '`' || (code[j] === '\\' && open === '"' && language === 'dhall') ? 2 : 1;
      if (j >= code.length) return [`line ${line}: a string opened with ${open} is never closed`];
      line += code.slice(i, j).split('\n').length - 1;
      i = j + close.length - 1;
      continue;
    }
    if (language === 'dhall' && (rest.startsWith('->') || rest.startsWith('=>'))) {
      i++;
      continue;
    }
    const ch = code[i];
    if (syntax.pairs[ch]) stack.push({char: ch, line});
    else if (Object.values(syntax.pairs).includes(ch)) {
      const open = stack.pop();
      if (!open || syntax.pairs[open.char] !== ch) return [`line ${line}: "${ch}" closes ${open ? `"${open.char}" of line ${open.line}` : 'nothing'}`];
    }
  }
  return stack.length ? [`line ${stack[stack.length - 1].line}: "${stack[stack.length - 1].char}" is never closed`] : [];
}

const PSEUDO_PARAMETERS = /^AWS::(AccountId|NotificationARNs|NoValue|Partition|Region|StackId|StackName|URLSuffix)$/;

/** A CloudFormation template's shape: typed resources, and every reference to a name the template defines. */
export function cloudFormationProblems(template: Record<string, unknown>): string[] {
  const problems: string[] = [];
  const resources = (template.Resources ?? {}) as Record<string, {Type?: unknown; Properties?: unknown}>;
  const names = new Set([...Object.keys(resources), ...Object.keys((template.Parameters ?? {}) as object)]);
  if (typeof resources !== 'object' || Object.keys(resources).length === 0) problems.push('a CloudFormation template without Resources');
  for (const [name, resource] of Object.entries(resources)) {
    if (typeof resource?.Type !== 'string' || !/^(AWS::\w+::\w+(::\w+)?|Custom::\w+)$/.test(resource.Type)) problems.push(`resource ${name} has no valid Type`);
    if (resource?.Properties !== undefined && (typeof resource.Properties !== 'object' || Array.isArray(resource.Properties))) problems.push(`resource ${name}: Properties must be a map`);
  }
  const walk = (value: unknown, where: string): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${where}[${i}]`));
    if (!value || typeof value !== 'object') return;
    for (const [key, v] of Object.entries(value)) {
      if (key === 'Ref' && typeof v === 'string' && !names.has(v) && !PSEUDO_PARAMETERS.test(v)) problems.push(`${where}: Ref to ${v}, which the template does not define`);
      if (key === 'Fn::GetAtt') {
        const target = Array.isArray(v) ? v[0] : typeof v === 'string' ? v.split('.')[0] : undefined;
        if (typeof target !== 'string' || !Object.hasOwn(resources, target)) problems.push(`${where}: Fn::GetAtt of ${String(target)}, which is not a resource of the template`);
      }
      if (key === 'Fn::Join' && (!Array.isArray(v) || v.length !== 2 || typeof v[0] !== 'string' || !Array.isArray(v[1]))) problems.push(`${where}: Fn::Join takes [delimiter, [values]]`);
      walk(v, `${where}.${key}`);
    }
  };
  walk(resources, 'Resources');
  walk(template.Outputs, 'Outputs');
  return problems;
}

export const isCloudFormation = (data: unknown): data is Record<string, unknown> =>
  !!data &&
  typeof data === 'object' &&
  !Array.isArray(data) &&
  ('AWSTemplateFormatVersion' in data ||
    (!!(data as {Resources?: unknown}).Resources && typeof (data as {Resources: unknown}).Resources === 'object' && !Array.isArray((data as {Resources: unknown}).Resources)));
