import {test} from 'node:test';
import assert from 'node:assert/strict';
import {memoByText, nextLoad} from '../../src/plugins/release-notes/memo';

// The writer's loop in `npm start`: a saved release note is parsed again alone.

test('a post is parsed again only when its text changed, and old texts are let go', () => {
  let parses = 0;
  const parse = memoByText((text: string) => {
    parses += 1;
    return {length: text.length};
  });
  nextLoad();
  const first = parse('post one');
  parse('post two');
  nextLoad();
  assert.equal(parse('post one'), first, 'an unchanged post keeps its result');
  parse('post two, edited');
  assert.equal(parses, 3);
  nextLoad();
  nextLoad();
  parse('post two');
  assert.equal(parses, 4, 'a text not read during a load is parsed again when it comes back');
});
