import {test} from 'node:test';
import assert from 'node:assert/strict';
import {prismLight, prismDark} from '../../src/data/prismThemes';
import {contrastRatio} from '../../src/data/contrast';

for (const [name, theme] of [['light', prismLight], ['dark', prismDark]] as const) {
  test(`every token colour of the ${name} code theme meets WCAG AA against its background`, () => {
    const background = theme.plain.backgroundColor!;
    const colours = [theme.plain.color!, ...theme.styles.map((s) => s.style.color!)];
    for (const colour of colours) {
      const ratio = contrastRatio(colour, background);
      assert.ok(ratio >= 4.5, `${colour} on ${background} has contrast ${ratio.toFixed(2)}, below 4.5`);
    }
  });
}

test('contrastRatio gives the known extremes and rejects malformed colours', () => {
  assert.equal(Math.round(contrastRatio('#000000', '#ffffff')), 21);
  assert.equal(contrastRatio('#777777', '#777777'), 1);
  assert.throws(() => contrastRatio('red', '#ffffff'), /#rrggbb/);
});
