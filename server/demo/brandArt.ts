// The demo supplier's logo and banners, drawn from its name and a seed.
import { C, E, escapeXml, num, P, palettes, pick, R, rngFor, starPath, svgOpen } from './toyPaint';
import { toyArt, toyKindFor, type ToyKind } from './toyImage';

const FONT = "'Nunito','Baloo 2','Arial Rounded MT Bold','Segoe UI',Helvetica,Arial,sans-serif";

function textUnits(s: string): number {
  let u = 0;
  for (const ch of s)
    u += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef]/.test(ch)
      ? 1
      : /[A-Z0-9MW]/.test(ch)
        ? 0.7
        : 0.56;
  return u;
}

function fitText(s: string, width: number, max: number, min: number): { size: number; squeeze: string } {
  const units = Math.max(textUnits(s), 1);
  const size = Math.max(min, Math.min(max, Math.floor(width / units)));
  const squeeze = units * size > width ? ` textLength="${width}" lengthAdjust="spacingAndGlyphs"` : '';
  return { size, squeeze };
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

function splitName(name: string): [string, string] | null {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return null;
  let best: [string, string] | null = null;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' '),
      b = words.slice(i).join(' ');
    const diff = Math.abs(textUnits(a) - textUnits(b));
    if (diff < bestDiff) [best, bestDiff] = [[a, b], diff];
  }
  return best;
}

/** A friendly toy-company logo: rounded badge, star + balloon mark, company name. */
export function logoSvg(companyName: string): string {
  const id = `lg${hashString(companyName).toString(36)}`;
  const one = fitText(companyName, 208, 30, 13);
  const split = one.size < 21 ? splitName(companyName) : null;
  let text: string;
  if (split) {
    const [l1, l2] = split;
    const f1 = fitText(l1, 208, 28, 12),
      f2 = fitText(l2, 208, 19, 11);
    text =
      `<text x="98" y="44" font-size="${f1.size}" fill="#3b2d4a"${f1.squeeze}>${escapeXml(l1)}</text>` +
      `<text x="99" y="${48 + f2.size}" font-size="${f2.size}" fill="#ff5c8a"${f2.squeeze}>${escapeXml(l2)}</text>`;
  } else {
    text = `<text x="98" y="${48 + Math.round(one.size * 0.35)}" font-size="${one.size}" fill="#3b2d4a"${one.squeeze}>${escapeXml(companyName)}</text>`;
  }
  return (
    svgOpen(320, 96) +
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffb938"/><stop offset="1" stop-color="#ff5c8a"/></linearGradient></defs>` +
    `<rect x="3" y="3" width="314" height="90" rx="45" fill="#fff" stroke="url(#${id})" stroke-width="5"/>` +
    P('M76 36q6 18 2 30', 'none', ' stroke="#8aa0b8" stroke-width="2"') +
    C(48, 48, 34, `url(#${id})`) +
    P(starPath(48, 51, 21, 9), '#fff', ' stroke="#fff" stroke-width="3" stroke-linejoin="round"') +
    E(80, 24, 10, 12, '#4d96ff') +
    P('M77 35l3 4l3-4z', '#4d96ff') +
    E(77, 20, 3, 4, '#fff', ' opacity=".6"') +
    `<g font-family="${FONT}" font-weight="800">${text}</g>` +
    '</svg>'
  );
}

/** A 1440×480 promotional banner with a few composed toys and XML-escaped title/subtitle. */
export function bannerSvg(seed: number, title: string, subtitle: string): string {
  const id = `bn${seed}`;
  const r = rngFor(seed, 0xba22e2);
  const p1 = pick(r, palettes);
  const p2 = pick(r, palettes);
  const g0 = p1[0],
    g1 = p2[2] === g0 ? p2[0] : p2[2];
  // three toy seeds of distinct kinds
  const seeds: number[] = [];
  const kinds = new Set<ToyKind>();
  for (let s = Math.trunc(seed) * 13 + 1; seeds.length < 3 && s < Math.trunc(seed) * 13 + 400; s++) {
    const k = toyKindFor(s);
    if (!kinds.has(k)) {
      kinds.add(k);
      seeds.push(s);
    }
  }
  const place: [number, number][] = [
    [690, 0.56],
    [1110, 0.56],
    [850, 0.8],
  ];
  let defs = `<linearGradient id="${id}g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${g0}"/><stop offset="1" stop-color="${g1}"/></linearGradient>`;
  let toys = '';
  seeds.forEach((s, i) => {
    const [tx, sc] = place[i] as [number, number];
    const t = toyArt(s, `${id}_${i}`);
    defs += t.defs;
    toys += `<g transform="translate(${tx} ${num(452 - 470 * sc)}) scale(${sc})">${t.art}</g>`;
  });
  let deco = '';
  for (let i = 0; i < 14; i++) {
    const x = num(r() * 1440),
      y = num(r() * 480),
      s = 5 + Math.floor(r() * 12);
    deco +=
      i % 3
        ? C(Number(x), Number(y), s, '#fff', ' opacity=".22"')
        : P(starPath(Number(x), Number(y), s + 6, (s + 6) / 2.2), '#fff', ' opacity=".3"');
  }
  const tt = fitText(title, 640, 76, 30);
  const st = fitText(subtitle, 620, 32, 16);
  const ty = 200,
    sy = ty + 70;
  return (
    svgOpen(1440, 480) +
    `<defs>${defs}</defs>` +
    `<rect width="1440" height="480" fill="url(#${id}g)"/>` +
    C(1180, 90, 230, '#fff', ' opacity=".1"') +
    C(80, 470, 180, '#fff', ' opacity=".08"') +
    P('M0 400Q360 340 720 400T1440 392V480H0Z', '#fff', ' opacity=".16"') +
    deco +
    E(1060, 455, 390, 34, '#fff', ' opacity=".25"') +
    toys +
    // Without a title the page puts localised text over the banner itself, so the art carries no text at all.
    (title || subtitle
      ? `<g font-family="${FONT}">` +
        `<text x="84" y="${ty + 4}" font-size="${tt.size}" font-weight="900" fill="#000" opacity=".15"${tt.squeeze}>${escapeXml(title)}</text>` +
        `<text x="80" y="${ty}" font-size="${tt.size}" font-weight="900" fill="#fff"${tt.squeeze}>${escapeXml(title)}</text>` +
        `<text x="82" y="${sy}" font-size="${st.size}" font-weight="600" fill="#fff" opacity=".95"${st.squeeze}>${escapeXml(subtitle)}</text>` +
        '</g>' +
        R(82, sy + 34, 120, 8, 4, '#fff', ' opacity=".7"')
      : '') +
    '</svg>'
  );
}
