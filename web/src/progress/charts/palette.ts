/**
 * Okabe–Ito colours (safe for the common colour-vision deficiencies), as CSS variables of index.css so
 * dark mode can lighten the black one; read when a chart is drawn.
 */
export const PALETTE_SIZE = 8;

export interface ChartTheme {
  colors: string[];
  text: string;
  grid: string;
  band: string;
}

/** The theme from the page's CSS variables, with the light values when one is missing (tests, old CSS). */
export function readTheme(style: Pick<CSSStyleDeclaration, 'getPropertyValue'>): ChartTheme {
  const v = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    colors: OKABE_ITO.map((c, i) => v(`--chart-${i + 1}`, c)),
    text: v('--chart-text', '#334155'),
    grid: v('--chart-grid', '#e2e8f0'),
    band: v('--chart-band', 'rgba(0, 114, 178, 0.18)'),
  };
}

/** Orange, sky blue, bluish green, yellow, blue, vermillion, reddish purple, black. */
export const OKABE_ITO = [
  '#E69F00',
  '#56B4E9',
  '#009E73',
  '#F0E442',
  '#0072B2',
  '#D55E00',
  '#CC79A7',
  '#000000',
];
