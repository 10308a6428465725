// The demo's toy creatures, each drawn in toyImage.ts's 600-unit space from its context's colours and random stream:
// teddy, robot, duck, dinosaur, doll.
import { bow, C, type Ctx, DARK, dk, E, eye, hairs, hl, METAL, NS, num, P, pick, R, rot, skins } from './toyPaint';

export function teddy(c: Ctx): string {
  const { M, A, D } = c;
  return (
    C(215, 160, 44, M) +
    C(385, 160, 44, M) +
    C(215, 160, 24, A) +
    C(385, 160, 24, A) +
    E(190, 345, 38, 62, M, rot(35, 190, 345)) +
    E(410, 345, 38, 62, M, rot(-35, 410, 345)) +
    E(300, 372, 106, 98, M) +
    E(300, 388, 62, 56, A) +
    P('M300 340v96', 'none', ' stroke-dasharray="7 8" stroke-width="3" opacity=".5"') +
    C(236, 438, 40, M) +
    C(364, 438, 40, M) +
    C(236, 442, 22, A) +
    C(364, 442, 22, A) +
    C(236, 442, 28, 'none', ' stroke-dasharray="5 6" stroke-width="2" opacity=".45"') +
    C(364, 442, 28, 'none', ' stroke-dasharray="5 6" stroke-width="2" opacity=".45"') +
    C(300, 222, 96, M) +
    E(300, 262, 46, 35, A) +
    E(300, 247, 17, 12, DARK) +
    P('M300 258v12m-15 2q15 11 30 0', 'none', ' stroke-width="4"') +
    eye(258, 210, 11) +
    eye(342, 210, 11) +
    E(240, 250, 14, 8, '#ff7f9a', hl(0.45)) +
    E(360, 250, 14, 8, '#ff7f9a', hl(0.45)) +
    bow(300, 318, D) +
    E(262, 165, 30, 15, '#fff', rot(-25, 262, 165) + hl(0.4)) +
    E(250, 335, 22, 11, '#fff', rot(-30, 250, 335) + hl(0.35))
  );
}

export function robot(c: Ctx): string {
  const { M, A, D } = c;
  const bolts = (pts: number[][]): string =>
    pts.map(([x, y]) => C(x as number, y as number, 5, METAL, ' stroke-width="2"')).join('');
  return (
    P('M300 128V88', 'none', ' stroke-width="6"') +
    C(300, 80, 14, D) +
    R(192, 162, 24, 54, 9, A) +
    R(384, 162, 24, 54, 9, A) +
    R(154, 286, 40, 100, 20, A, rot(14, 174, 286)) +
    R(406, 286, 40, 100, 20, A, rot(-14, 426, 286)) +
    C(150, 392, 22, METAL) +
    C(450, 392, 22, METAL) +
    R(238, 400, 44, 48, 10, METAL) +
    R(318, 400, 44, 48, 10, METAL) +
    R(222, 438, 76, 28, 14, A) +
    R(302, 438, 76, 28, 14, A) +
    R(280, 244, 40, 26, 6, METAL) +
    R(200, 262, 200, 150, 30, M) +
    R(236, 288, 128, 92, 16, '#f4f6fb', ' stroke-width="4"') +
    C(264, 316, 11, '#ff5a5f') +
    C(300, 316, 11, c.a === '#ffd23f' ? '#7cc22e' : '#ffd23f') +
    C(336, 316, 11, '#3bb8ff') +
    P('M256 346h88M256 360h88', 'none', ' stroke="#9aa3b5" stroke-width="5"') +
    R(210, 122, 180, 126, 36, M) +
    R(232, 146, 136, 82, 26, '#27304a', ' stroke-width="4"') +
    C(270, 182, 17, '#7ff7ff', NS) +
    C(330, 182, 17, '#7ff7ff', NS) +
    C(273, 185, 8, '#1b6b8a', NS) +
    C(333, 185, 8, '#1b6b8a', NS) +
    C(264, 176, 5, '#fff', NS) +
    C(324, 176, 5, '#fff', NS) +
    P('M282 208q18 12 36 0', 'none', ' stroke="#7ff7ff" stroke-width="4"') +
    bolts([
      [222, 276],
      [378, 276],
      [222, 398],
      [378, 398],
      [224, 136],
      [376, 136],
    ]) +
    E(258, 134, 28, 7, '#fff', hl(0.5)) +
    R(214, 272, 14, 90, 7, '#fff', hl(0.3))
  );
}

export function duck(c: Ctx): string {
  // Wing, cap and bow wear the palette's accent and detail: the duck's own yellows repeat across palettes, so
  // without them two products of different palettes would show the very same picture.
  const { M, A, D } = c;
  return (
    P('M128 292Q168 330 205 322Q300 298 420 328Q484 360 456 420Q430 466 320 466H240Q136 460 128 292Z', M) +
    P('M232 362Q300 330 360 372Q332 420 262 412Q240 396 232 362Z', D) +
    P('M262 380q28 12 52 4M270 396q20 8 38 2', 'none', ' stroke-width="3" opacity=".6"') +
    C(350, 226, 88, M) +
    P('M276 176Q276 118 350 112Q424 118 424 176Q350 158 276 176Z', D) +
    P('M280 168Q350 150 420 168', 'none', ' stroke="#fff" stroke-width="8" opacity=".5"') +
    C(350, 108, 17, A) +
    P('M416 230Q484 220 490 248Q486 278 416 268Z', '#ff8a1f') +
    P('M428 252Q460 258 488 250', 'none', ' stroke-width="3"') +
    eye(376, 204, 13) +
    E(388, 246, 14, 8, '#ff6b8b', hl(0.45)) +
    bow(330, 318, A) +
    E(300, 134, 22, 10, '#fff', rot(-25, 300, 134) + hl(0.45)) +
    E(214, 348, 30, 10, '#fff', rot(-20, 214, 348) + hl(0.4))
  );
}

/** The dinosaur's back spikes (x, y, turn), here and in demoMedia.ts's small file of it. */
export const DINOSAUR_SPIKES: readonly number[][] = [
  [150, 416, -70],
  [196, 392, -55],
  [236, 340, -35],
  [282, 308, -15],
  [330, 300, 0],
  [372, 292, 25],
  [392, 246, 30],
  [414, 204, 45],
];

export function dinosaur(c: Ctx): string {
  const { M, A, D, m } = c;
  const spikes = DINOSAUR_SPIKES;
  const sp = spikes
    .map(([x, y, ang]) => {
      const a = ((ang as number) * Math.PI) / 180;
      const tx = Math.cos(a),
        ty = Math.sin(a),
        nx = Math.sin(a),
        ny = -Math.cos(a),
        s = 22;
      const X = x as number,
        Y = y as number;
      return `M${num(X - tx * s * 0.8)} ${num(Y - ty * s * 0.8)}L${num(X + nx * s * 1.4)} ${num(Y + ny * s * 1.4)}L${num(X + tx * s * 0.8)} ${num(Y + ty * s * 0.8)}Z`;
    })
    .join('');
  const dm = dk(m, 0.18);
  return (
    P(sp, D) +
    R(262, 396, 40, 62, 16, dm) +
    R(362, 396, 40, 62, 16, dm) +
    P('M104 428Q190 430 228 375Q262 305 335 302Q410 305 415 370Q420 432 345 440H245Q170 450 104 428Z', M) +
    P('M352 330Q362 240 402 200Q424 166 462 166Q514 168 516 212Q518 252 476 256Q446 258 436 290Q428 330 410 348Z', M) +
    E(322, 418, 70, 22, A, NS) +
    R(228, 404, 46, 60, 18, M) +
    R(334, 404, 46, 60, 18, M) +
    [240, 252, 264, 346, 358, 370].map((x) => C(x, 458, 4, '#fff', NS)).join('') +
    E(446, 316, 10, 22, M, rot(-35, 446, 316)) +
    C(300, 338, 11, A, NS) +
    C(342, 356, 8, A, NS) +
    C(266, 372, 8, A, NS) +
    C(380, 332, 7, A, NS) +
    C(468, 198, 13, '#fff') +
    C(472, 199, 7, DARK, NS) +
    C(474, 196, 2.5, '#fff', NS) +
    C(506, 205, 3, DARK, NS) +
    P('M476 232Q494 242 510 228', 'none', ' stroke-width="4"') +
    E(486, 222, 9, 5, '#ff7f9a', hl(0.45)) +
    P('M420 190Q440 172 462 172', 'none', ' stroke="#fff" stroke-width="7" opacity=".5"') +
    P('M270 322Q300 306 340 308', 'none', ' stroke="#fff" stroke-width="8" opacity=".4"')
  );
}

export function doll(c: Ctx): string {
  const { M, A, D, r } = c;
  const skin = pick(r, skins);
  const hair = pick(r, hairs);
  let frill = '';
  for (let x = 216; x <= 384; x += 28) frill += C(x, 414, 13, '#fff');
  let dots = '';
  for (const [x, y] of [
    [272, 356],
    [318, 344],
    [300, 386],
    [346, 392],
    [252, 394],
    [290, 354],
  ])
    dots += C(x as number, y as number, 5, '#fff', hl(0.8));
  return (
    P('M214 215Q208 106 300 102Q392 106 386 215L396 322Q300 342 204 322Z', hair) +
    R(272, 398, 22, 56, 10, skin) +
    R(306, 398, 22, 56, 10, skin) +
    E(281, 456, 19, 10, D) +
    E(317, 456, 19, 10, D) +
    R(228, 285, 20, 86, 10, skin, rot(18, 238, 285)) +
    R(352, 285, 20, 86, 10, skin, rot(-18, 362, 285)) +
    frill +
    P('M266 268H334L346 318Q396 388 392 412Q300 432 208 412Q204 388 254 318Z', M) +
    dots +
    R(252, 310, 96, 15, 7, A) +
    bow(300, 318, A) +
    P('M272 268Q300 298 328 268Z', '#fff') +
    R(290, 250, 20, 22, 0, skin) +
    C(300, 195, 72, skin) +
    P('M226 198Q230 116 300 114Q370 116 374 198Q344 148 300 160Q258 148 226 198Z', hair) +
    bow(354, 128, D) +
    E(274, 204, 10, 13, DARK) +
    E(326, 204, 10, 13, DARK) +
    C(278, 199, 4, '#fff', NS) +
    C(330, 199, 4, '#fff', NS) +
    P('M262 194l-7-6M338 194l7-6', 'none', ' stroke="' + DARK + '" stroke-width="3"') +
    E(256, 228, 11, 7, '#ff7f9a', hl(0.5)) +
    E(344, 228, 11, 7, '#ff7f9a', hl(0.5)) +
    P('M290 236Q300 244 310 236', 'none', ' stroke="#d0455a" stroke-width="4"') +
    P('M250 150Q270 128 300 126', 'none', ' stroke="#fff" stroke-width="7" opacity=".35"') +
    E(270, 168, 18, 9, '#fff', rot(-20, 270, 168) + hl(0.35))
  );
}
