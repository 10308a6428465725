// The demo's other toys, each drawn in toyImage.ts's 600-unit space from its context's colours and random stream:
// car, rocket, train, blocks, ball, plane, boat.
import { C, type Ctx, DARK, dk, E, hl, lt, METAL, NS, num, P, pick, R, type Rng, rot, starPath } from './toyPaint';

export function car(c: Ctx): string {
  const { M, A, D, W } = c;
  const wheel = (x: number): string =>
    C(x, 405, 50, '#2d2d34') +
    C(x, 405, 27, D) +
    C(x, 405, 9, '#fff') +
    [0, 1, 2, 3]
      .map((i) =>
        C(
          Math.round(x + 16 * Math.cos(i * 1.571 + 0.78)),
          Math.round(405 + 16 * Math.sin(i * 1.571 + 0.78)),
          3,
          '#fff',
          NS,
        ),
      )
      .join('') +
    P(`M${x - 34} ${388}a38 38 0 0 1 30-26`, 'none', ' stroke="#fff" stroke-width="5" opacity=".35"');
  return (
    P('M118 398Q108 338 152 328L214 318Q250 250 302 248L372 248Q408 250 432 312L472 324Q498 334 492 398Z', M) +
    P('M232 316Q258 268 294 265V316Z', W) +
    P('M312 265H364Q392 268 410 316H312Z', W) +
    R(126, 350, 360, 20, 0, A, NS) +
    P('M303 318V398', 'none', ' stroke-width="3"') +
    R(318, 328, 24, 7, 3, DARK, NS) +
    E(483, 344, 8, 13, '#fff6b0') +
    R(112, 338, 13, 20, 5, '#ff4d4d') +
    R(458, 384, 42, 17, 8, METAL) +
    R(100, 384, 42, 17, 8, METAL) +
    wheel(205) +
    wheel(400) +
    P('M250 300Q262 272 290 268', 'none', ' stroke="#fff" stroke-width="7" opacity=".7"') +
    E(300, 338, 150, 6, '#fff', hl(0.45))
  );
}

export function rocket(c: Ctx): string {
  const { id, M, A, D, W } = c;
  const body = 'M300 70C375 130 392 250 368 392L232 392C208 250 225 130 300 70Z';
  return (
    P('M238 300L168 392L174 456L246 404Z', D) +
    P('M362 300L432 392L426 456L354 404Z', D) +
    P('M256 390H344L332 424H268Z', '#9aa3b5') +
    `<clipPath id="${id}c"><path d="${body}"/></clipPath>` +
    P(body, M) +
    `<g clip-path="url(#${id}c)" stroke="none">` +
    R(150, 40, 300, 112, 0, A) +
    R(150, 330, 300, 24, 0, A) +
    '</g>' +
    P(body, 'none') +
    P('M231 152H369M222 330H378M219 354H381', 'none', ' stroke-width="3"') +
    [256, 278, 300, 322, 344].map((x) => C(x, 342, 3, '#fff', NS)).join('') +
    C(300, 238, 46, METAL) +
    C(300, 238, 33, W) +
    P('M282 222a24 24 0 0 1 22-12', 'none', ' stroke="#fff" stroke-width="6"') +
    P('M293 362H307L305 458H295Z', D) +
    P('M262 126Q238 210 246 320', 'none', ' stroke="#fff" stroke-width="10" opacity=".4"')
  );
}

export function train(c: Ctx): string {
  const { M, A, D, W, m } = c;
  const wheel = (x: number, y: number, r: number): string =>
    C(x, y, r, D) +
    P(`M${x - r + 6} ${y}H${x + r - 6}M${x} ${y - r + 6}V${y + r - 6}`, 'none', ' stroke-width="3" opacity=".6"') +
    C(x, y, Math.round(r * 0.3), '#fff');
  return (
    C(392, 150, 20, '#f2f4f8', ' stroke="#cfd6df" stroke-width="3"') +
    C(364, 118, 26, '#f2f4f8', ' stroke="#cfd6df" stroke-width="3"') +
    C(326, 96, 32, '#f2f4f8', ' stroke="#cfd6df" stroke-width="3"') +
    R(268, 276, 180, 110, 22, M) +
    R(306, 276, 14, 110, 0, A) +
    R(404, 276, 14, 110, 0, A) +
    E(446, 331, 15, 55, dk(m, 0.12)) +
    C(447, 331, 8, A) +
    P('M318 276a22 22 0 0 1 44 0Z', D) +
    P('M372 276L378 222L366 206H428L416 222L422 276Z', '#3b3f4a') +
    R(360, 196, 74, 14, 7, '#3b3f4a') +
    C(452, 268, 11, '#fff3a0') +
    R(150, 214, 128, 172, 12, M) +
    R(138, 196, 154, 28, 12, A) +
    R(176, 240, 78, 62, 10, W) +
    P('M215 240v62', 'none', ' stroke-width="4"') +
    R(140, 380, 322, 24, 8, '#3b3f4a') +
    P('M458 382L502 420H456Z', D) +
    wheel(210, 414, 46) +
    wheel(334, 426, 34) +
    wheel(418, 426, 34) +
    R(208, 418, 214, 10, 5, METAL, ' stroke-width="3"') +
    R(290, 284, 130, 9, 4, '#fff', hl(0.45)) +
    R(158, 232, 10, 130, 5, '#fff', hl(0.35))
  );
}

export function pickLetters(r: Rng): string[] {
  const letters = 'ABCDEFGHKLMNPRSTUXYZ';
  const picked: string[] = [];
  while (picked.length < 3) {
    const ch = pick(r, letters.split(''));
    if (!picked.includes(ch)) picked.push(ch);
  }
  return picked;
}

export function blocks(c: Ctx): string {
  const picked = pickLetters(c.r);
  const cube = (x: number, y: number, col: string, grad: string, ch: string): string => {
    const s = 140,
      d = 34;
    return (
      P(`M${x} ${y}l${d} -${d}h${s}l-${d} ${d}z`, lt(col, 0.35)) +
      P(`M${x + s} ${y}l${d} -${d}v${s}l-${d} ${d}z`, dk(col, 0.2)) +
      R(x, y, s, s, 6, grad) +
      R(x + 16, y + 16, s - 32, s - 32, 14, lt(col, 0.82), ' stroke-width="3"') +
      `<text x="${x + s / 2}" y="${y + 101}" font-size="88" text-anchor="middle" font-family="Arial Black,Arial,Helvetica,sans-serif" font-weight="900" fill="${col}" stroke-width="3">${ch}</text>` +
      P(`M${x + 8} ${y + 4}l${d - 10} -${d - 10}h${s - 30}`, 'none', ' stroke="#fff" stroke-width="5" opacity=".5"')
    );
  };
  return (
    cube(116, 326, c.m, c.M, picked[0] ?? 'A') +
    cube(280, 326, c.a, c.A, picked[1] ?? 'B') +
    cube(215, 168, c.d, c.D, picked[2] ?? 'C')
  );
}

export function ball(c: Ctx): string {
  const { id, M, A, D, r } = c;
  // Six gores meeting at a visible pole: meridians of a sphere, projected orthographically.
  const R0 = 160,
    cx = 300,
    cy = 300;
  const pl = Math.hypot(-0.3, -0.45, 0.84);
  const p = [-0.3 / pl, -0.45 / pl, 0.84 / pl] as const;
  const ul = Math.hypot(p[1], p[0]);
  const u = [p[1] / ul, -p[0] / ul, 0] as const;
  const v = [p[1] * u[2] - p[2] * u[1], p[2] * u[0] - p[0] * u[2], p[0] * u[1] - p[1] * u[0]] as const;
  const phase = r() * Math.PI;
  const pt = (x: number, y: number, k = 1): string => `${num(cx + R0 * x * k)} ${num(cy + R0 * y * k)}`;
  const meridians: string[][] = [];
  for (let i = 0; i <= 6; i++) {
    const f = phase + (i * Math.PI) / 3;
    const w = [Math.cos(f) * u[0] + Math.sin(f) * v[0], Math.cos(f) * u[1] + Math.sin(f) * v[1]];
    const tl = Math.atan2(p[2], -Math.sin(f) * v[2]);
    const pts: string[] = [];
    for (let k = 0; k <= 8; k++) {
      const t = (tl * k) / 8;
      pts.push(
        pt(
          Math.cos(t) * p[0] + Math.sin(t) * (w[0] as number),
          Math.cos(t) * p[1] + Math.sin(t) * (w[1] as number),
          k === 8 ? 1.02 : 1,
        ),
      );
    }
    const t = tl;
    pts.push(
      pt(Math.cos(t) * p[0] + Math.sin(t) * (w[0] as number), Math.cos(t) * p[1] + Math.sin(t) * (w[1] as number), 2.6),
    );
    meridians.push(pts);
  }
  const cols = [M, '#fff', A, '#fff', D, '#fff'];
  let wedges = '';
  for (let i = 0; i < 6; i++) {
    const a1 = meridians[i] as string[],
      a2 = (meridians[i + 1] as string[]).slice().reverse();
    wedges += P('M' + a1.join('L') + 'L' + a2.join('L') + 'Z', cols[i] as string);
  }
  const [ppx, ppy] = pt(p[0], p[1]).split(' ').map(Number) as [number, number];
  return (
    `<clipPath id="${id}c"><circle cx="300" cy="300" r="160"/></clipPath>` +
    `<radialGradient id="${id}v" cx=".42" cy=".36" r=".68"><stop offset=".5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#1b1030" stop-opacity=".28"/></radialGradient>` +
    `<g clip-path="url(#${id}c)" stroke-width="3">${wedges}</g>` +
    C(300, 300, 160, `url(#${id}v)`) +
    E(ppx, ppy, 20, 17, '#fff', ' stroke-width="3"') +
    E(228, 196, 40, 20, '#fff', rot(-38, 228, 196) + hl(0.6)) +
    E(372, 400, 26, 9, '#fff', rot(-40, 372, 400) + hl(0.3))
  );
}

export function plane(c: Ctx): string {
  const { M, A, W, a } = c;
  return (
    P('M300 300L262 214L296 211L356 298Z', dk(a, 0.15)) +
    P('M166 312L138 212L182 212L236 296Z', A) +
    P(starPath(170, 250, 13, 6), '#fff', NS) +
    P('M290 350L280 440M390 350L400 440', 'none', ' stroke="#6b7280" stroke-width="8"') +
    C(280, 448, 20, '#2d2d34') +
    C(400, 448, 20, '#2d2d34') +
    C(280, 448, 7, METAL, NS) +
    C(400, 448, 7, METAL, NS) +
    P('M144 318Q150 284 205 280L410 278Q482 280 500 318Q482 356 410 358L205 358Q150 354 144 318Z', M) +
    R(190, 330, 290, 10, 5, A, NS) +
    [232, 266, 300, 334, 368].map((x) => C(x, 306, 9, W, ' stroke-width="3"')).join('') +
    P('M410 286Q452 288 474 304L420 308Z', W) +
    P('M160 330L116 368L148 372L220 338Z', A) +
    P('M290 336L232 432L286 436L372 340Z', A) +
    P('M498 302q22 16 0 32z', METAL) +
    E(512, 318, 7, 54, '#8d94a3', hl(0.75)) +
    P('M214 290H400', 'none', ' stroke="#fff" stroke-width="7" opacity=".5"')
  );
}

export function boat(c: Ctx): string {
  const { id, M, A, D } = c;
  const sail = 'M308 112Q396 212 432 346H308Z';
  return (
    P('M286 142L184 346H286Z', A) +
    `<clipPath id="${id}c"><path d="${sail}"/></clipPath>` +
    P(sail, '#fff') +
    `<g clip-path="url(#${id}c)" stroke="none">` +
    R(300, 196, 160, 30, 0, D) +
    R(300, 262, 160, 30, 0, D) +
    '</g>' +
    P(sail, 'none') +
    R(292, 90, 12, 266, 6, '#b07a46') +
    P('M304 70l42 13l-42 13z', D) +
    R(110, 334, 380, 15, 7, D) +
    P('M120 346H480Q470 420 410 456H190Q130 420 120 346Z', M) +
    P('M130 372H470L463 390H137Z', A, NS) +
    [222, 300, 378].map((x) => C(x, 418, 13, c.W, ' stroke-width="4"')).join('') +
    P('M330 140Q380 200 404 290', 'none', ' stroke="#dfe6ee" stroke-width="6"') +
    E(200, 360, 50, 5, '#fff', hl(0.4))
  );
}
