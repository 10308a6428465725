// A buyer's answer as JSON text with its digits scrambled (digitScramble.ts's fields). Issue 30's profile of the read
// mix had the scrambled copy of every answer and its serialisation as the largest costs after compression, yet most
// answers are parts kept in memory for every buyer (versionedAnswers.ts's isKeptAnswer): those are serialised once,
// as a template whose only holes are the numbers to scramble, and each response only fills the holes with its
// session's characters. The parts made per call are copied and serialised natively as before.
// The text is exactly JSON.stringify of the scrambled copy (tests/protocol/answerJson.test.ts).
import { randomBytes } from 'node:crypto';
import { scrambleField } from './digitScramble';
import { scrambleNumber, type DigitKey } from '../services/digitFont';
import { isKeptAnswer } from '../services/versionedAnswers';

/** JSON text with holes: parts[i], then values[i] scrambled at decimals[i], …, then the last part. */
interface Template {
  parts: string[];
  values: number[];
  decimals: number[];
}

/** A kept object's template, for the field name it was met under (which fields scramble depends on it). */
const templates = new WeakMap<object, { parent: string; template: Template }>();

class Builder {
  parts = [''];
  values: number[] = [];
  decimals: number[] = [];
  text(s: string) {
    this.parts[this.parts.length - 1] += s;
  }
  hole(value: number, decimals: number) {
    this.values.push(value);
    this.decimals.push(decimals);
    this.parts.push('');
  }
  append(t: Template) {
    this.text(t.parts[0]!);
    for (let i = 0; i < t.values.length; i++) {
      this.hole(t.values[i]!, t.decimals[i]!);
      this.text(t.parts[i + 1]!);
    }
  }
}

/** What JSON.stringify writes for a value that is not an object (undefined for what it leaves out). */
const leaf = (value: unknown): string | undefined =>
  typeof value === 'function' || typeof value === 'symbol' ? undefined : JSON.stringify(value);

/** A kept object's template for the field name it is met under, made on first use. */
function templateOf(value: object, parent: string): Template {
  let known = templates.get(value);
  if (!known || known.parent !== parent) {
    const own = new Builder();
    writeObject(own, value, parent);
    known = { parent, template: own };
    templates.set(value, known);
  }
  return known.template;
}

function write(out: Builder, value: unknown, parent: string) {
  if (!value || typeof value !== 'object') out.text(leaf(value) ?? 'null');
  else if (isKeptAnswer(value)) out.append(templateOf(value, parent));
  else writeObject(out, value, parent);
}

function writeObject(out: Builder, value: object, parent: string) {
  if (Array.isArray(value)) {
    out.text('[');
    for (let i = 0; i < value.length; i++) {
      if (i) out.text(',');
      write(out, value[i], parent);
    }
    out.text(']');
    return;
  }
  // As scramble() copies it: own enumerable fields only (a Date or a Map has none), then JSON.stringify's rules.
  out.text('{');
  let first = true;
  for (const name in value) {
    if (!Object.prototype.hasOwnProperty.call(value, name)) continue;
    const v = (value as Record<string, unknown>)[name];
    const decimals = typeof v === 'number' ? scrambleField(parent, name) : undefined;
    if (decimals === undefined && (!v || typeof v !== 'object') && leaf(v) === undefined) continue;
    out.text((first ? '' : ',') + JSON.stringify(name) + ':');
    first = false;
    if (decimals !== undefined) out.hole(v as number, decimals);
    else write(out, v, name);
  }
  out.text('}');
}

/** A kept object's text for this session. */
function keptText(value: object, parent: string, key: DigitKey) {
  const { parts, values, decimals } = templateOf(value, parent);
  let text = parts[0]!;
  for (let i = 0; i < values.length; i++)
    text += JSON.stringify(scrambleNumber(values[i]!, decimals[i]!, key)) + parts[i + 1]!;
  return text;
}

/** Stands in for a kept part's text while the rest is serialised natively; the process's random tag keeps any
 *  string of an answer from ever looking like one. */
const STAND_IN = `\uE000kept-${randomBytes(8).toString('hex')}-`;
const STAND_INS = new RegExp(`"${STAND_IN}(\\d+)"`, 'g');

/** The answer with its digits scrambled, as a copy (native JSON.stringify serialises it fastest), with a stand-in
 *  for every kept part. */
function copyAround(value: unknown, key: DigitKey, parent: string, keptTexts: string[]): unknown {
  if (!value || typeof value !== 'object') return value;
  if (isKeptAnswer(value)) return STAND_IN + (keptTexts.push(keptText(value, parent, key)) - 1);
  if (Array.isArray(value)) return value.map((v) => copyAround(v, key, parent, keptTexts));
  const out: Record<string, unknown> = {};
  for (const [name, v] of Object.entries(value)) {
    const decimals = scrambleField(parent, name);
    out[name] =
      typeof v === 'number' && decimals !== undefined
        ? scrambleNumber(v, decimals, key)
        : copyAround(v, key, name, keptTexts);
  }
  return out;
}

/** JSON.stringify(answer) with the session's characters in place of every price, size and weight digit. */
export function scrambledJson(answer: unknown, key: DigitKey): string {
  if (answer && typeof answer === 'object' && isKeptAnswer(answer)) return keptText(answer, '', key);
  const keptTexts: string[] = [];
  const text = JSON.stringify(copyAround(answer, key, '', keptTexts));
  return keptTexts.length ? text.replace(STAND_INS, (_, i: string) => keptTexts[Number(i)]!) : text;
}
