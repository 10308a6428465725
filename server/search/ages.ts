// Ages as a constraint (issue 28): "for 3 years", "3+", "ages 3-6", "3岁", "5 años", "ab 6 Jahren" ask for toys a
// child of that age may have. Products carry the age they suit from (an age attribute with n: the demo's ageRange
// "{n}+ years"), so a toy suits an asked age A when its age from is at most A; one aimed at the asked ages (from within
// the range asked) ranks before one made for younger children. The ask is a unit of the query like a word: when no
// product has every other word and the age, the answer says the age found no match, as for a word.
import { charLength } from './normalize';

export interface AgeAsk {
  /** As typed, for the answer's unmatched words. */
  query: string;
  low: number;
  high: number;
}

/** Words naming the unit of an age, after the number ("3 years", "5 años", "6 лет"). */
const YEAR_WORDS = new Set(
  (
    'y yr yrs year years yo años año anos ano ans an jahr jahre jahren лет год года tahun lat lata roku rok ปี tuổi ' +
    'taon taong سنة سنوات سنين عام أعوام שנה שנים שנים+ 岁 歳 세 살'
  ).split(' '),
);
/** Words before the number saying it is an age ("ages 3-6", "edad 4", "גיל 3", "usia 5"). */
const AGE_WORDS = new Set(
  (
    'age ages aged edad edades âge âges alter возраст возраста usia umur idade wiek wieku อายุ tuổi edad גיל גילאי ' +
    'عمر سن 年龄 年齢 연령 나이 gulang from ab от dès desde từ'
  ).split(' '),
);
/** Words after the unit that belong to the age ("3 years old", "3세 이상"). */
const TRAILING = new Set('old olds up plus above 以上 이상 ขึ้นไป trở lên gulang'.split(' '));

const NUMBER = /^(\d{1,2})(?:[-~–](\d{1,2}))?(\+)?$/;
/** An age written as one word in Chinese, Japanese, Korean, Thai or Vietnamese (3岁, 3-6歳, 3세이상, 5ปี). */
const GLUED = /(\d{1,2})(?:\s*[-~–到至]\s*(\d{1,2}))?\s*(?:岁|歲|歳|才|세|살|ปี)(?:以上|以下|이상|ขึ้นไป)?/u;

const ask = (query: string, first: string, second: string | undefined): AgeAsk | null => {
  const low = Number(first);
  const high = second === undefined ? low : Number(second);
  return low <= high && high <= 18 ? { query, low, high } : null;
};

/** The ages asked in these query words (lower case, as typed) and the words left. */
export function takeAges(words: string[]): { asks: AgeAsk[]; rest: string[] } {
  const asks: AgeAsk[] = [];
  const rest: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const glued = GLUED.exec(word);
    if (glued) {
      const found = ask(glued[0], glued[1], glued[2]);
      if (found) {
        asks.push(found);
        for (const part of [word.slice(0, glued.index), word.slice(glued.index + glued[0].length)])
          if (charLength(part)) rest.push(part);
        continue;
      }
    }
    const number = NUMBER.exec(word);
    const unit = number && i + 1 < words.length && YEAR_WORDS.has(words[i + 1]);
    const named = number && rest.length > 0 && AGE_WORDS.has(rest[rest.length - 1]);
    if (number && (unit || named || number[3])) {
      const found = ask(word, number[1], number[2]);
      if (found) {
        if (named) rest.pop();
        let end = i + (unit ? 1 : 0);
        while (end + 1 < words.length && TRAILING.has(words[end + 1])) end++;
        found.query = words.slice(named ? i - 1 : i, end + 1).join(' ');
        asks.push(found);
        i = end;
        continue;
      }
    }
    rest.push(word);
  }
  return { asks, rest };
}

/** The age a product suits from (its attributes column: an attribute named for age, with n), -1 when none. */
export function ageFromOf(attributes: unknown): number {
  if (!Array.isArray(attributes)) return -1;
  const age = attributes.find((a) => a && /age/i.test(String(a.name)) && Number.isInteger(a.n));
  return age && age.n >= 0 && age.n <= 100 ? age.n : -1;
}

/** Per slot: 0 a toy from an age within the range asked, 2 one from a younger age, 255 unknown or too old. */
export function ageClasses(ages: Int8Array, count: number, { low, high }: AgeAsk): Uint8Array {
  const best = new Uint8Array(count).fill(255);
  for (let slot = 0; slot < count && slot < ages.length; slot++) {
    const from = ages[slot];
    if (from < 0 || from > high) continue;
    best[slot] = from >= low ? 0 : 2;
  }
  return best;
}
