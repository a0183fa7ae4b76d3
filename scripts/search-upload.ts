// `npm run search:upload`: pushes the search records of the build in build/ to an Algolia index, so that a team on
// Algolia keeps its index without the hosted crawler. Needs ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME, ALGOLIA_ADMIN_API_KEY
// and the site's public URL (DOCS_SITE_URL, or the production URL); records get absolute URLs on it.
import fs from 'fs';
import path from 'path';
import {algoliasearch} from 'algoliasearch';
import {readPages} from '../src/plugins/search';
import {pageToRecords} from '../src/plugins/search/client/records';
import {defaultSiteUrl} from '../src/data/site';

function required(name: string): string {
  const value = process.env[name];
  if (!value) {
    console.error(`search:upload: set ${name} (see README, "Site search").`);
    process.exit(2);
  }
  return value;
}

const appId = required('ALGOLIA_APP_ID');
const indexName = required('ALGOLIA_INDEX_NAME');
const adminKey = required('ALGOLIA_ADMIN_API_KEY');
const siteUrl = (process.env.DOCS_SITE_URL || defaultSiteUrl).replace(/\/$/, '');
const buildDir = path.join(__dirname, '..', 'build');
if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
  console.error('search:upload: no build in build/; run npm run build first.');
  process.exit(2);
}

async function main() {
  const pages = await readPages(buildDir);
  const records = pages.flatMap(pageToRecords).map((record) => ({...record, url: siteUrl + record.url}));
  const client = algoliasearch(appId, adminKey);
  // Replaces the index's records atomically (a temporary index, then a move), so readers never see half an index.
  await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});
  // The facets DocSearch filters on, and the attributes it searches and snippets, as the DocSearch crawler sets them.
  await client.setSettings({
    indexName,
    indexSettings: {
      attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
      searchableAttributes: ['unordered(hierarchy.lvl0)', 'unordered(hierarchy.lvl1)', 'unordered(hierarchy.lvl2)', 'unordered(hierarchy.lvl3)', 'unordered(hierarchy.lvl4)', 'unordered(hierarchy.lvl5)', 'unordered(hierarchy.lvl6)', 'content'],
      attributesToSnippet: ['content:10'],
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
    },
  });
  console.log(`search:upload: ${records.length} records from ${pages.length} pages to ${appId}/${indexName}`);
}

main().catch((error) => {
  console.error(`search:upload: ${(error as Error).message}`);
  process.exit(1);
});
