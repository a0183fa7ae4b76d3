// markdownlint-cli2 ships no type declarations; this is the part of its API that markdown.ts uses.
declare module 'markdownlint-cli2' {
  export interface MarkdownlintResult {
    fileName: string;
    lineNumber: number;
    ruleNames: string[];
    ruleDescription: string;
    errorDetail: string | null;
    errorContext: string | null;
    errorRange: [number, number] | null;
  }
  type Formatter = (options: {results: MarkdownlintResult[]}) => void;
  export function main(params: {
    directory: string;
    argv: string[];
    logMessage?: (message: string) => void;
    logError?: (message: string) => void;
    optionsOverride?: {outputFormatters?: [Formatter][]};
  }): Promise<number>;
}
