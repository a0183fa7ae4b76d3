import fs from 'fs';
import path from 'path';
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/** A sidebar given as a list of items (the form the generator writes). */
type SidebarItems = Extract<SidebarsConfig[string], unknown[]>;

/**
 * The sidebar that `npm run gen:api` writes next to the generated API pages. Missing means the pages were not
 * generated: say so, instead of a module-not-found error.
 */
export function generatedSidebar(folder: string): SidebarItems {
  const file = path.join(__dirname, '..', '..', folder, 'sidebar.ts');
  if (!fs.existsSync(file)) {
    throw new Error(
      `The generated API sidebar ${folder}/sidebar.ts is missing: run "npm run gen:api" (npm run build and npm start do it for you).`,
    );
  }
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(file);
  // The generator writes either the items themselves or one sidebar keyed by a name of its choosing.
  const exported = (module.default ?? module) as SidebarItems | Record<string, SidebarItems>;
  return Array.isArray(exported) ? exported : Object.values(exported)[0];
}
