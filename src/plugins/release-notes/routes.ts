import type {RouteConfig} from '@docusaurus/types';

/**
 * The most routes one level of the release notes' route tree holds before its routes are grouped by their next path
 * segment (year, month, `page`, `tags`, a tag).
 */
export const MAX_SIBLINGS = 64;

/**
 * Nests the blog plugin's routes by their path, so that finding a page's route stays short as the posts grow.
 *
 * The blog plugin adds every post, list page and tag page as a route of its own at the top of the route table. React
 * Router's `Switch` tries a table's routes one after the other, and Docusaurus matches the table on every page it
 * renders (and on every navigation in the browser): with 453 posts a docs page was tried against some 640 blog routes
 * first, and the rendering of all pages grew with pages × routes (×4 the posts: about a quarter of the rendering
 * time went to matching paths).
 *
 * Here, where a level holds more than `maxSiblings` routes, the routes sharing their next path segment become the
 * children of one parent route for that segment (`/blog/2024/`, `/blog/tags/`, `/blog/page/`), recursively: a post
 * is found among a few dozen routes per level. The leaves are the blog plugin's routes, unchanged (paths, components,
 * modules, metadata, props), so every page and what it shows stay the same. A parent route renders `component`,
 * which renders its children, or the not-found page for a path none of them matches (as the docs' root route does).
 *
 * Docusaurus wraps only the routes a plugin adds itself in the plugin's route context (`{data, plugin}`): a nested
 * route's own context is given here in that shape, and inherits `plugin` from its parent.
 */
export function nestRoutes(
  routes: RouteConfig[],
  {base, component, maxSiblings = MAX_SIBLINGS}: {base: string; component: string; maxSiblings?: number},
): RouteConfig[] {
  const baseSegments = segments(base);
  const under = (route: RouteConfig) => {
    const s = segments(route.path);
    return s.length > baseSegments.length && baseSegments.every((segment, i) => s[i] === segment);
  };
  const inside = routes.filter(under);
  if (inside.length <= maxSiblings) return routes;
  return [
    ...routes.filter((route) => !under(route)),
    parent(baseSegments, nestLevel(inside.map(asNested), baseSegments.length, component, maxSiblings), component),
  ];
}

function nestLevel(routes: RouteConfig[], depth: number, component: string, maxSiblings: number): RouteConfig[] {
  if (routes.length <= maxSiblings) return routes;
  const nested: RouteConfig[] = [];
  const bySegment = new Map<string, RouteConfig[]>();
  for (const route of routes) {
    const segment = segments(route.path)[depth];
    if (segment === undefined) nested.push(route);
    else bySegment.set(segment, [...(bySegment.get(segment) ?? []), route]);
  }
  for (const group of bySegment.values()) {
    // A segment that one route alone has needs no parent.
    if (group.length === 1) nested.push(group[0]);
    else nested.push(parent(segments(group[0].path).slice(0, depth + 1), nestLevel(group, depth + 1, component, maxSiblings), component));
  }
  return nested;
}

const segments = (path: string) => path.split('/').filter(Boolean);

function parent(pathSegments: string[], routes: RouteConfig[], component: string): RouteConfig {
  return {path: `/${pathSegments.map((s) => `${s}/`).join('')}`, exact: false, component, routes};
}

/** A route as Docusaurus would have wrapped it at the top: its own context under `data`. */
function asNested(route: RouteConfig): RouteConfig {
  return route.context ? {...route, context: {data: route.context}} : route;
}
