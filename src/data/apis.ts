/**
 * The site's API references: one row each. Everything else about them is derived from this table: the docs
 * instance and the OpenAPI generator of each (`src/plugins/api-reference`), its sidebar, the routes that load the
 * OpenAPI theme, the downloads written at build time, the search area and the tests. Adding an API is one row
 * (and its OpenAPI document).
 *
 * Browser-safe: plain data, read by the search client too.
 */

/** A hand-written page of an API's sidebar, before the generated reference: a doc id or a category of doc ids. */
export type ApiGuideItem = string | {label: string; items: string[]};

export type ApiReference = {
  /** Docs plugin id, folder of its pages (hand-written guides and generated operation pages) and route base. */
  id: string;
  /** Name of the API, as readers see it (search area, download labels). */
  title: string;
  /** The OpenAPI document, from the site's root. It is published as it is, under `static/`. */
  specPath: string;
  /** Id of the page the generator writes from the document's `info`. */
  infoPageId: string;
  /**
   * Hand-written pages before the reference, in sidebar order. With guides, the reference is a category
   * (`referenceLabel`) whose link is the info page; without, the sidebar holds only the operations and the info
   * page renders without a sidebar.
   */
  guides: ApiGuideItem[];
  referenceLabel?: string;
  /** Where the build writes the document as JSON and as a Postman collection (the public download URLs). */
  downloads: {json: string; postman: string};
};

export const apis: ApiReference[] = [
  {
    id: 'api',
    title: 'meshStack API',
    specPath: 'static/openapi/meshstack-api.yaml',
    infoPageId: 'meshstack-api-documentation',
    guides: [
      'introduction',
      {label: 'Authentication', items: ['authentication/api-keys', 'authentication/basic-auth']},
      'technical-specifications',
      'all-meshobjects',
      'deprecated-resources',
    ],
    referenceLabel: 'API Reference',
    downloads: {json: '/api/meshstack-openapi-docs.json', postman: '/api/meshstack-postman-collection.json'},
  },
  {
    id: 'metering-api',
    title: 'meshMetering API',
    specPath: 'static/openapi/meshmetering-api.yaml',
    infoPageId: 'meshmetering-api-documentation',
    guides: [],
    downloads: {
      json: '/billing-api/meshmetering-openapi-docs.json',
      postman: '/billing-api/meshmetering-postman-collection.json',
    },
  },
];

/** The route prefix of an API's pages (`/api/`). */
export const apiRoutePrefix = (api: ApiReference, baseUrl = '/'): string => `${baseUrl}${api.id}/`;

/** The docs plugin's `docusaurus_tag` of an API's pages, as the search records carry it. */
export const apiDocsTag = (api: ApiReference): string => `docs-${api.id}-current`;
