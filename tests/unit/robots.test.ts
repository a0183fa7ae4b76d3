import {test} from 'node:test';
import assert from 'node:assert/strict';
import {robotsTxt} from '../../src/plugins/robots';

test('the production site lets crawlers in and names its sitemap', () => {
  assert.equal(robotsTxt('https://docs.meshcloud.io'), 'User-agent: *\nAllow: /\n\nSitemap: https://docs.meshcloud.io/sitemap.xml\n');
  assert.equal(robotsTxt('https://docs.meshcloud.io/'), robotsTxt('https://docs.meshcloud.io'));
});

test('a build for another address asks every crawler to stay away', () => {
  const robots = robotsTxt('https://preview.example.com');
  assert.match(robots, /^User-agent: \*\nDisallow: \/\n$/m);
  assert.doesNotMatch(robots, /Allow: \/\n|Sitemap:/);
});
