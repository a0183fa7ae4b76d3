import fs from 'fs';
import path from 'path';
import yaml from 'js-yaml';
import {apis} from '../../../src/data/apis';
import {markdownFiles} from './frontMatter';
import {lineOf, type LintProblem} from './problems';

/**
 * Talk about where a statement comes from: readers never saw our sources, so a page says the thing itself, or, where
 * two pages disagree, names both pages of ours. Each pattern is a way writers slipped into it ("some texts call it
 * Manage", "the source says", "the original notes", "the public docs", "this snippet"); words that are also product
 * terms stay allowed in their product sense ("the source of the rates", a run's registered source).
 */
export const SOURCE_TALK: RegExp[] = [
  /\b(some|other) texts?\b/gi,
  /\b(?:texts?|pages?|docs|documents?|sources?) (?:call|calls|name|names) (?:it|this|them)\b/gi,
  /\bthe source(?:s)? (?:says?|notes?|states?|mentions?|describes?|text|page|post|docs?|documentation|wording|does not say|doesn't say)\b/gi,
  /\b(?:original|upstream) (?:notes?|posts?|page|pages|wording|text|docs?|documentation|release notes?)\b/gi,
  /\bsource (?:notes?|posts?|wording|release notes?)\b/gi,
  /\bpublic (?:notes?|posts?|docs|documentation|pages?|release notes?|wording)\b/gi,
  /\bthe notes (?:say|state|mention|describe|do not|don't)\b/gi,
  /\b(?:according to|as stated in) the (?:notes|post|release(?: notes?)?|source|original|public)\b/gi,
  /\bsnippets?\b/gi,
];

/** Text of an OpenAPI document that readers see: descriptions and summaries, with the line each starts on. */
function openApiTexts(content: string): {text: string; offset: number}[] {
  const texts: {text: string; offset: number}[] = [];
  for (const m of content.matchAll(/^\s*(?:description|summary):\s*(.*)$/gm)) texts.push({text: m[1], offset: m.index! + m[0].indexOf(m[1])});
  // Block scalars (`description: |`) continue on the lines below.
  return texts.concat([...content.matchAll(/^(\s+)(?:description|summary):\s*[|>][+-]?\s*\n((?:\1\s+.*\n|\s*\n)+)/gm)].map((m) => ({text: m[2], offset: m.index! + m[0].indexOf(m[2])})));
}

/** `wording/source-talk`: every match in the docs, API guides, pages, release notes and the OpenAPI documents' texts. */
export function lintWording(root: string): LintProblem[] {
  const problems: LintProblem[] = [];
  const check = (file: string, content: string, parts: {text: string; offset: number}[]) => {
    for (const {text, offset} of parts) {
      for (const pattern of SOURCE_TALK) {
        for (const m of text.matchAll(pattern)) {
          const at = offset + m.index!;
          problems.push({
            file,
            line: lineOf(content, at),
            column: at - content.lastIndexOf('\n', at - 1),
            kind: 'wording',
            rule: 'source-talk',
            message: `"${m[0]}" talks about a source readers never saw: say the thing itself, or name the page of ours that says otherwise`,
          });
        }
      }
    }
  };
  for (const file of ['docs', 'blog', 'src/pages', ...apis.map((a) => a.id)].flatMap((dir) => markdownFiles(root, dir))) {
    const content = fs.readFileSync(path.join(root, file), 'utf8');
    // Code blocks quote what a product prints; their words are not ours.
    check(file, content, [{text: content.replace(/^(\s*)(`{3,}|~{3,})[\s\S]*?^\1\2\s*$/gm, (block) => block.replace(/[^\n]/g, ' ')), offset: 0}]);
  }
  for (const api of apis.filter((a) => fs.existsSync(path.join(root, a.specPath)))) {
    const content = fs.readFileSync(path.join(root, api.specPath), 'utf8');
    yaml.load(content); // a document that does not parse is the OpenAPI lint's to report; this only reads its texts
    check(api.specPath, content, openApiTexts(content));
  }
  return problems;
}
