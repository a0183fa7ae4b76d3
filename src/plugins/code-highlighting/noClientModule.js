// Stands in for the classic theme's client module that registers Prism languages at start-up: src/theme/CodeBlock
// registers them when a page with code loads the highlighter (see ./index.ts).
export {};
