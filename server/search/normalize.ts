// Folding for matching (issue 16): index words and query words pass through the same fold, so a buyer who types
// without accents, tones, niqqud or harakat, in full-width letters or in Traditional Chinese reaches the same words.
// What is folded is only ever compared, never shown.

/** Traditional → Simplified for the characters of common toy words (a small table; Japanese text is left alone, as
 * its kanji are not Traditional Chinese: 汽車 is a train there, not a car). */
const TRADITIONAL =
  '車车飛飞機机積积鴨鸭龍龙絨绒遙遥動动樂乐發发電电槍枪馬马類类圖图學学習习兒儿嬰婴戲戏風风箏筝裝装禮礼鐵铁膠胶頭头環环閃闪華华經经變变軟软氣气盒盒帆帆艇艇箭箭' +
  '寶宝貝贝熊熊鳥鸟魚鱼蟲虫獸兽劍剑塊块積积鬥斗駕驾駛驶輪轮軌轨線线術术繪绘畫画筆笔紙纸貼贴彈弹燈灯聲声響响話话講讲讀读寫写數数認认識识' +
  '聰聪益益拼拼樂乐園园點点臺台館馆廳厅廚厨醫医藥药護护裡里裏里這这個个們们來来會会說说對对點点鐘钟錶表' +
  '黃黄鯊鲨組组體体節节盤盘戰战艦舰號号級级絲丝紅红綠绿藍蓝顏颜專专業业廠厂價价貨货樣样氣气裝装滑滑梯梯搖摇鈴铃積积';
const SIMPLIFIED = new Map<string, string>();
for (let i = 0; i + 1 < TRADITIONAL.length; i += 2) SIMPLIFIED.set(TRADITIONAL[i], TRADITIONAL[i + 1]);

const LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  đ: 'd',
  Đ: 'd',
  ł: 'l',
  Ł: 'l',
  ø: 'o',
  Ø: 'o',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ı: 'i',
  // Arabic letter variants: hamza seats, alef forms, taa marbuta and alef maqsura as buyers type them.
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ة: 'ه',
  ى: 'ي',
  ؤ: 'و',
  ئ: 'ي',
  // Hebrew final forms, so stripping a plural ending leaves the same letters as the singular.
  ך: 'כ',
  ם: 'מ',
  ן: 'נ',
  ף: 'פ',
  ץ: 'צ',
};
// Combining marks are dropped only after Latin, Cyrillic and Greek letters (accents, Vietnamese tones, ё/й); Thai
// vowels, Devanagari signs and kana voicing marks are letters of their words and stay.
const LATIN_MARKS = /([\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}])\p{M}+/gu;
// Arabic harakat and tatweel; Hebrew niqqud and cantillation; geresh and gershayim.
const POINT_RANGES = [
  [0x064b, 0x065f],
  [0x0670, 0x0670],
  [0x0640, 0x0640],
  [0x0591, 0x05bd],
  [0x05bf, 0x05bf],
  [0x05c1, 0x05c2],
  [0x05c4, 0x05c5],
  [0x05c7, 0x05c7],
  [0x05f3, 0x05f4],
];
const isPoint = (c: string) => {
  const code = c.charCodeAt(0);
  return POINT_RANGES.some(([from, to]) => code >= from && code <= to);
};
const dropPoints = (s: string) =>
  /[\u0590-\u06ff]/.test(s)
    ? Array.from(s)
        .filter((c) => !isPoint(c))
        .join('')
    : s;

export interface FoldOptions {
  /** Map Traditional Chinese characters to Simplified (Chinese names and queries; not Japanese names). */
  hanzi?: boolean;
}

/** Lower case without accents, tones, points or width: what two spellings of one word have in common. */
export function fold(text: string, options: FoldOptions = { hanzi: true }): string {
  let s = Array.from(text.normalize('NFKC').toLowerCase(), (c) => LETTERS[c] ?? c).join('');
  s = s.normalize('NFD').replace(LATIN_MARKS, '$1');
  s = dropPoints(s).normalize('NFC');
  if (options.hanzi && /[\u4e00-\u9fff]/.test(s)) s = Array.from(s, (c) => SIMPLIFIED.get(c) ?? c).join('');
  return s;
}

/** Words of folded text: runs of letters, digits and marks (hyphens, apostrophes and punctuation separate). */
export const splitWords = (folded: string): string[] => folded.split(/[^\p{L}\p{N}\p{M}]+/u).filter(Boolean);

/** Scripts written without spaces: a word there is a run of text, matched by substring. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;
export const isUnspaced = (word: string) => UNSPACED.test(word);
const HANGUL = /\p{Script=Hangul}/u;
export const isHangul = (word: string) => HANGUL.test(word);

/** Length in characters (code points), as typo budgets count them. */
export const charLength = (word: string) => {
  let n = 0;
  for (const _ of word) n++;
  return n;
};
