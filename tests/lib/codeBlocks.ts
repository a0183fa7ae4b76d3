export interface CodeBlock {
  language: string;
  code: string;
  /** 1-based line of the opening fence. */
  line: number;
}

/** The fenced code blocks of a Markdown document (``` or ~~~, any fence length, nested fences respected). */
export function extractCodeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^\s*(`{3,}|~{3,})\s*([^\s`]*)/.exec(lines[i]);
    if (!open) continue;
    const fence = open[1];
    const body: string[] = [];
    let j = i + 1;
    while (j < lines.length && !new RegExp(`^\\s*${fence[0]}{${fence.length},}\\s*$`).test(lines[j])) {
      body.push(lines[j]);
      j++;
    }
    blocks.push({language: open[2].toLowerCase(), code: body.join('\n'), line: i + 1});
    i = j;
  }
  return blocks;
}
