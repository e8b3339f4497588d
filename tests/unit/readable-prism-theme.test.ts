import { test } from 'node:test';
import assert from 'node:assert/strict';
import { themes } from 'prism-react-renderer';
import { contrastRatio, readablePrismTheme } from '../../src/utils/readablePrismTheme';

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

for (const name of ['github', 'dracula'] as const) {
  test(`every token colour of the ${name} code theme meets 4.5:1`, () => {
    const theme = readablePrismTheme(themes[name]);
    const background = rgb(theme.plain.backgroundColor!);
    const original = themes[name].styles.find((s) => s.types.includes('comment'))!;
    const adjusted = theme.styles.find((s) => s.types.includes('comment'))!;
    assert.notEqual(
      adjusted.style.color,
      original.style.color,
      'the low-contrast comment colour changed',
    );
    for (const entry of theme.styles) {
      if (!entry.style.color?.startsWith('#') || entry.style.color.length !== 7) continue;
      assert.ok(
        contrastRatio(rgb(entry.style.color), background) >= 4.5,
        `${entry.types.join()} ${entry.style.color}`,
      );
    }
  });
}
