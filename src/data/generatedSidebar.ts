import fs from 'fs';
import path from 'path';
import type {SidebarItemConfig} from '@docusaurus/plugin-content-docs/src/sidebars/types';

/**
 * The sidebar that `npm run gen:api` writes next to the generated API pages. Missing means the pages were not
 * generated: say so, instead of a module-not-found error.
 */
export function generatedSidebar(folder: string): SidebarItemConfig[] {
  const file = path.join(__dirname, '..', '..', folder, 'sidebar.ts');
  if (!fs.existsSync(file)) {
    throw new Error(
      `The generated API sidebar ${folder}/sidebar.ts is missing: run "npm run gen:api" (npm run build and npm start do it for you).`,
    );
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(file);
  // The generator writes either the items themselves or one sidebar keyed by a name of its choosing.
  const exported = (module.default ?? module) as SidebarItemConfig[] | Record<string, SidebarItemConfig[]>;
  return Array.isArray(exported) ? exported : Object.values(exported)[0];
}
