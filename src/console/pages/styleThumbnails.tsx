// A small picture of each module style, drawn from a few boxes (the layouts the module schemas describe in words):
// cheap, crisp at any size, no screenshots to keep up to date. A type the drawings do not know (one made with
// `npm run new:module`) gets a plain numbered card, so it still shows in the palette without studio code.

/** [x, y, width, height, kind] in a 60×40 box: p picture, t text, a action (the theme colour), c card. */
type Box = [number, number, number, number, 'p' | 't' | 'a' | 'c'];

const cards = (n: number, y: number, h: number, gap = 2, x0 = 4, width = 52): Box[] => {
  const w = (width - gap * (n - 1)) / n;
  return Array.from({ length: n }, (_, i) => [x0 + i * (w + gap), y, w, h, 'c'] as Box);
};
const row = (y: number): Box[] => [
  [4, y, 10, 7, 'p'],
  [16, y + 1, 26, 2, 't'],
  [16, y + 4, 16, 2, 't'],
];

const DRAWINGS: Record<string, Box[][]> = {
  banner: [
    [
      [0, 6, 60, 26, 'p'],
      [26, 34, 2, 2, 'a'],
      [30, 34, 2, 2, 't'],
      [34, 34, 2, 2, 't'],
    ],
    [[0, 4, 60, 22, 'p'], ...cards(5, 29, 8)],
    [
      [0, 6, 60, 28, 'p'],
      [5, 14, 22, 3, 'c'],
      [5, 19, 14, 2, 'c'],
      [5, 24, 10, 4, 'a'],
    ],
    [
      [2, 6, 46, 28, 'p'],
      [50, 8, 10, 24, 'p'],
    ],
    [
      [2, 6, 34, 28, 'p'],
      [38, 6, 20, 13, 'p'],
      [38, 21, 20, 13, 'p'],
    ],
    [
      [2, 10, 17, 20, 'p'],
      [21.5, 10, 17, 20, 'p'],
      [41, 10, 17, 20, 'p'],
    ],
    [
      [0, 6, 60, 28, 'p'],
      [18, 17, 24, 3, 'c'],
      [23, 22, 14, 2, 'c'],
    ],
  ],
  grid: [
    [...cards(4, 8, 16, 3), [4, 27, 10, 2, 't'], [19, 27, 10, 2, 't'], [34, 27, 10, 2, 't'], [49, 27, 8, 2, 't']],
    [
      ...[7, 21, 35, 49].map((x) => [x, 10, 8, 8, 'a'] as Box),
      ...[6, 20, 34, 48].map((x) => [x, 22, 10, 2, 't'] as Box),
    ],
    [...cards(2, 6, 28, 4), [7, 26, 16, 3, 'c'], [37, 26, 16, 3, 'c']],
    [...row(4), ...row(15), ...row(26)],
    [
      [4, 6, 25, 28, 'p'],
      [31, 6, 12, 13, 'p'],
      [45, 6, 12, 13, 'p'],
      [31, 21, 12, 13, 'p'],
      [45, 21, 12, 13, 'p'],
    ],
  ],
  header: [
    [
      [2, 14, 10, 10, 'a'],
      [18, 18, 8, 2, 't'],
      [29, 18, 8, 2, 't'],
      [40, 18, 6, 2, 't'],
      [48, 15, 10, 8, 'c'],
    ],
    [
      [2, 8, 8, 8, 'a'],
      [12, 10, 30, 5, 'c'],
      [50, 10, 8, 4, 't'],
      [2, 22, 10, 2, 't'],
      [15, 22, 10, 2, 't'],
      [28, 22, 10, 2, 't'],
      [41, 22, 10, 2, 't'],
    ],
  ],
  loginStyle: [
    [
      [0, 0, 30, 40, 'p'],
      [34, 8, 22, 24, 'c'],
      [37, 25, 16, 4, 'a'],
    ],
    [
      [0, 0, 60, 40, 'p'],
      [18, 8, 24, 24, 'c'],
      [21, 25, 18, 4, 'a'],
    ],
    [
      [0, 0, 60, 40, 'a'],
      [18, 8, 24, 24, 'c'],
      [21, 25, 18, 4, 't'],
    ],
    [
      [0, 0, 32, 40, 'c'],
      [32, 0, 28, 40, 'p'],
      [6, 25, 20, 4, 'a'],
    ],
    [
      [18, 0, 24, 16, 'p'],
      [18, 17, 24, 20, 'c'],
      [21, 30, 18, 4, 'a'],
    ],
    [
      [25, 6, 10, 6, 'a'],
      [18, 15, 24, 3, 't'],
      [18, 21, 24, 3, 't'],
      [18, 28, 24, 4, 'a'],
    ],
    [
      [0, 0, 60, 40, 'p'],
      [0, 0, 60, 40, 'c'],
      [18, 8, 24, 24, 'c'],
      [21, 25, 18, 4, 'a'],
    ],
  ],
  productBlock: [
    [[4, 4, 20, 3, 't'], ...cards(5, 10, 24)],
    [[4, 4, 20, 3, 't'], ...cards(4, 10, 24, 2, 4, 64)],
    [[4, 4, 20, 3, 't'], ...cards(2, 10, 28, 3)],
  ],
  category: [[...row(4), ...row(15), ...row(26)]],
  productCentre: [[[4, 4, 14, 32, 'c'], ...cards(3, 4, 15, 2, 20, 36), ...cards(3, 21, 15, 2, 20, 36)]],
  tabBar: [[[0, 0, 60, 28, 'c'], ...[8, 22, 36, 50].map((x) => [x - 3, 31, 6, 6, x === 8 ? 'a' : 't'] as Box)]],
};

const FILL = { p: '#c7d2fe', t: '#9ca3af', a: '#2563eb', c: '#ffffff' } as const;

/** The picture of `style` of the type `key`, or a numbered card when it has none. */
export function StyleThumbnail({ typeKey, style }: { typeKey: string; style: number }) {
  const boxes = DRAWINGS[typeKey]?.[style - 1];
  return (
    <svg className="studio-thumb" viewBox="0 0 60 40" width="60" height="40" aria-hidden="true">
      <rect x="0" y="0" width="60" height="40" rx="3" fill="#f3f4f6" />
      {boxes ? (
        boxes.map(([x, y, w, h, kind], i) => (
          <rect
            key={i}
            x={x}
            y={y}
            width={w}
            height={h}
            rx={kind === 'c' ? 1.5 : 1}
            fill={FILL[kind]}
            fillOpacity={typeKey === 'loginStyle' && style === 7 && i === 1 ? 0.55 : 1}
            stroke={kind === 'c' ? '#d1d5db' : undefined}
            strokeWidth={kind === 'c' ? 0.6 : undefined}
          />
        ))
      ) : (
        <text x="30" y="25" textAnchor="middle" fontSize="12" fill="#6b7280">
          {style}
        </text>
      )}
    </svg>
  );
}
