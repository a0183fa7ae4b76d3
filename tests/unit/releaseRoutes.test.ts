import {test} from 'node:test';
import assert from 'node:assert/strict';
import {matchRoutes} from 'react-router-config';
import type {RouteConfig} from '@docusaurus/types';
import {nestRoutes, MAX_SIBLINGS} from '../../src/plugins/release-notes/routes';

const GROUP = '@theme/ReleaseRoutes';
const DAY = 24 * 3600 * 1000;

/** The routes the blog plugin adds, as it adds them (flat, no trailing slash), for `posts` posts and 3 tags. */
function blogRoutes(posts: number): RouteConfig[] {
  const routes: RouteConfig[] = [{path: '/blog', component: '@theme/BlogListPage', exact: true}];
  for (let i = 0; i < posts; i++) {
    const date = new Date(Date.UTC(2019, 0, 1) + i * DAY).toISOString().slice(0, 10).replaceAll('-', '/');
    routes.push({path: `/blog/${date}/Release-${i}`, component: '@theme/BlogPostPage', exact: true, modules: {content: `@site/blog/${i}.md`}, context: {blogMetadata: '@aliased/meta.json'}});
  }
  for (let page = 2; page <= Math.ceil(posts / 10); page++) routes.push({path: `/blog/page/${page}`, component: '@theme/BlogListPage', exact: true});
  routes.push({path: '/blog/tags', component: '@theme/BlogTagsListPage', exact: true});
  for (const tag of ['users', 'operators', 'action-required']) {
    routes.push({path: `/blog/tags/${tag}`, component: '@theme/BlogTagsPostsPage', exact: true});
    for (let page = 2; page <= Math.ceil(posts / 10); page++) routes.push({path: `/blog/tags/${tag}/page/${page}`, component: '@theme/BlogTagsPostsPage', exact: true});
  }
  routes.push({path: '/blog/archive', component: '@theme/BlogArchivePage', exact: true}, {path: '/blog/changes/', component: '@theme/ReleaseChanges', exact: true});
  return routes;
}

const leaves = (routes: RouteConfig[]): RouteConfig[] => routes.flatMap((r) => (r.routes ? leaves(r.routes) : [r]));
const parents = (routes: RouteConfig[]): RouteConfig[] => routes.flatMap((r) => (r.routes ? [r, ...parents(r.routes)] : []));
// What React Router's Switch tries for a path: at each level, the routes up to the matching one.
function tries(routes: RouteConfig[], path: string): number {
  let count = 0;
  let level: RouteConfig[] | undefined = routes;
  while (level) {
    const index = level.findIndex((r) => matchRoutes([r as never], path).length > 0);
    count += index < 0 ? level.length : index + 1;
    level = index < 0 ? undefined : level[index].routes;
  }
  return count;
}

test('every blog page is reached through its own route, nested by path, with its context as Docusaurus gives it', () => {
  const flat = blogRoutes(1812);
  const nested = nestRoutes(flat, {base: '/blog/', component: GROUP});
  assert.equal(leaves(nested).length, flat.length);
  for (const route of flat) {
    const matches = matchRoutes(nested as never, route.path);
    const leaf = matches.at(-1)!.route as unknown as RouteConfig;
    assert.equal(leaf.path, route.path);
    assert.equal(leaf.component, route.component);
    assert.deepEqual(leaf.modules, route.modules);
    assert.deepEqual(leaf.context, route.context ? {data: route.context} : undefined, route.path);
    for (const {route: parent} of matches.slice(0, -1)) assert.equal((parent as unknown as RouteConfig).component, GROUP);
  }
  for (const parent of parents(nested)) assert.equal(parent.exact, false);
});

test('a post is found among a few dozen routes, a list page among its list\'s pages, not among every post', () => {
  const flat = blogRoutes(1812);
  const nested = nestRoutes(flat, {base: '/blog/', component: GROUP});
  assert.ok(tries(flat, '/blog/archive') > 2000);
  const posts = flat.filter((r) => r.component === '@theme/BlogPostPage');
  const worstPost = Math.max(...posts.map((r) => tries(nested, r.path)));
  assert.ok(worstPost <= 2 * MAX_SIBLINGS, `worst post ${worstPost}`);
  // The pages of one paginated list (/blog/page/2/ to /blog/page/182/) differ in their last segment only.
  const worst = Math.max(...flat.map((r) => tries(nested, r.path)));
  assert.ok(worst <= 182 + MAX_SIBLINGS, `worst ${worst}`);
  for (const parent of parents(nested)) assert.ok(parent.routes!.length <= MAX_SIBLINGS || parent.routes!.every((r) => !r.routes), parent.path);
});

test('a path under the release notes that no page has ends at a parent route, which shows the not-found page', () => {
  const nested = nestRoutes(blogRoutes(1812), {base: '/blog/', component: GROUP});
  for (const path of ['/blog/2020/01/01/Release-0/', '/blog/page/999/', '/blog/tags/nobody/', '/blog/nothing/']) {
    const matches = matchRoutes(nested as never, path);
    assert.ok(matches.length > 0, path);
    assert.equal((matches.at(-1)!.route as unknown as RouteConfig).component, GROUP, path);
  }
});

test('few routes, or routes outside the release notes, stay as they are', () => {
  const few = blogRoutes(20);
  assert.deepEqual(nestRoutes(few, {base: '/blog/', component: GROUP, maxSiblings: 64}), few);
  const other = {path: '/docs/intro', component: '@theme/DocItem', exact: true};
  const nested = nestRoutes([other, ...blogRoutes(1812)], {base: '/blog/', component: GROUP});
  // The list's first page is the blog's own path, not under it.
  assert.deepEqual(nested.map((r) => r.path), ['/docs/intro', '/blog', '/blog/']);
  assert.equal(nested[0], other);
});
