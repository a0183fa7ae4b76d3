import fs from 'fs';
import path from 'path';
import {diagramAlt, diagramFiles, diagramHash, diagramsDir, diagramsRoute, svgSize} from './diagrams';

type Node = {type: string; lang?: string | null; value?: string; children?: Node[]; [key: string]: unknown};
type Options = {siteDir: string; baseUrl?: string; onMissing?: (file: string, line: number) => void};

/**
 * Replaces each ```mermaid code block whose renderings exist in `static/diagrams/` with a `<Diagram>` element
 * (light and dark image, size, text alternative). A block without renderings stays a code block, which
 * Docusaurus' Mermaid theme then renders in the browser; `onMissing` hears of it.
 */
export default function remarkDiagrams(options: Options) {
  const dir = diagramsDir(options.siteDir);
  const base = `${options.baseUrl ?? '/'}${diagramsRoute.slice(1)}`;
  return (tree: Node, file: {path?: string}) => {
    const visit = (node: Node) => {
      node.children?.forEach((child, index) => {
        if (child.type === 'code' && child.lang === 'mermaid' && typeof child.value === 'string') {
          const files = diagramFiles(diagramHash(child.value));
          const light = path.join(dir, files.light);
          if (fs.existsSync(light) && fs.existsSync(path.join(dir, files.dark))) {
            const size = svgSize(fs.readFileSync(light, 'utf8'));
            const attributes: Record<string, string> = {light: base + files.light, dark: base + files.dark, alt: diagramAlt(child.value)};
            if (size) Object.assign(attributes, {width: String(size.width), height: String(size.height)});
            node.children![index] = {
              type: 'mdxJsxFlowElement',
              name: 'Diagram',
              attributes: Object.entries(attributes).map(([name, value]) => ({type: 'mdxJsxAttribute', name, value})),
              children: [],
            };
          } else {
            const position = child.position as {start?: {line?: number}} | undefined;
            options.onMissing?.(path.relative(options.siteDir, file.path ?? ''), position?.start?.line ?? 0);
          }
        } else {
          visit(child);
        }
      });
    };
    visit(tree);
  };
}
