import fs from 'fs';
import path from 'path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {defaultSiteUrl} from '../../data/site';

/**
 * The `robots.txt` of a build, for the site at `siteUrl`: the production site (`https://docs.meshcloud.io`) lets
 * crawlers in and names its sitemap; a build for any other address (`DOCS_SITE_URL`: a preview, a staging copy) asks
 * them to stay away, so that search engines list the real site only.
 */
export function robotsTxt(siteUrl: string, baseUrl = '/'): string {
  if (siteUrl.replace(/\/+$/, '') !== defaultSiteUrl) {
    return `# ${siteUrl} is not the production site (${defaultSiteUrl}): crawlers, please stay away.\nUser-agent: *\nDisallow: /\n`;
  }
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}${baseUrl}sitemap.xml\n`;
}

/** Writes `robots.txt` beside the sitemap after each build. */
export default function robotsPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots',
    async postBuild({outDir}) {
      fs.writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, context.baseUrl));
    },
  };
}
