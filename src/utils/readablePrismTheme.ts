import type { PrismTheme } from 'prism-react-renderer';

type RGB = [number, number, number];

function parseHex(color: string): RGB | undefined {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as RGB;
  }
  const rgb = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(color);
  return rgb ? ([Number(rgb[1]), Number(rgb[2]), Number(rgb[3])] as RGB) : undefined;
}

function luminance([r, g, b]: RGB): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: RGB, b: RGB): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const toHex = (rgb: RGB) =>
  `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** Moves `color` towards black (light background) or white (dark background) until it reaches `min`. */
function readable(color: RGB, background: RGB, min: number): RGB {
  const target: RGB = luminance(background) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  let current = color;
  for (let step = 1; contrastRatio(current, background) < min && step <= 20; step++) {
    current = color.map((v, i) => v + (target[i]! - v) * (step / 20)) as RGB;
  }
  return current;
}

/**
 * The same Prism theme with every token colour adjusted to at least `min` contrast against the
 * code background (WCAG AA asks 4.5:1), so highlighted code stays readable for everyone.
 */
export function readablePrismTheme(theme: PrismTheme, min = 4.6): PrismTheme {
  const background = parseHex(theme.plain.backgroundColor ?? '');
  if (!background) return theme;
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const color = entry.style.color ? parseHex(entry.style.color) : undefined;
      if (!color || contrastRatio(color, background) >= min) return entry;
      return {
        ...entry,
        style: { ...entry.style, color: toHex(readable(color, background, min)) },
      };
    }),
  };
}
