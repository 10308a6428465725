// A buyer's answer as JSON text with its digits scrambled (digitScramble.ts's fields). Issue 30's profile of the read
// mix had the scrambled copy of every answer and its serialisation as the largest costs after compression, yet most
// answers are parts kept in memory for every buyer (versionedAnswers.ts's isKeptAnswer): those are serialised once,
// as a template whose only holes are the numbers to scramble, and each response only fills the holes with its
// session's characters. The parts made per call are copied and serialised natively as before.
// The text is exactly JSON.stringify of the scrambled copy (tests/protocol/answerJson.test.ts), written as UTF-8 bytes:
// the scrambled digits are Private Use Area characters, so as a JS string every answer was two-byte text that the
// cipher then flattened (a copy) and encoded to UTF-8 (another): the largest cost left after compression in the
// read mix's CPU profile (issue 30, fourth pass). A template keeps its parts as UTF-8 and each hole's digits as text.
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

/** A template ready to write as bytes: its parts in UTF-8, each hole's number as fixed-decimal text (the same for
 *  every session: only its digits change), and the answer's length in bytes (a digit becomes a 3-byte character). */
interface Compiled {
  parts: Buffer[];
  fixed: string[];
  size: number;
}

/** A kept object's template, for the field name it was met under (which fields scramble depends on it). */
const templates = new WeakMap<object, { parent: string; template: Template; compiled?: Compiled }>();

function compiledOf(value: object, parent: string): Compiled {
  templateOf(value, parent);
  const known = templates.get(value)!;
  if (!known.compiled) {
    const { parts, values, decimals } = known.template;
    const fixed = values.map((v, i) => v.toFixed(decimals[i]));
    const bytes = parts.map((part) => Buffer.from(part));
    let size = 0;
    for (const part of bytes) size += part.length;
    for (const text of fixed) size += 2 + text.length + 2 * text.replace(/\D/g, '').length;
    known.compiled = { parts: bytes, fixed, size };
  }
  return known.compiled;
}

/** A session's digit characters in UTF-8, three bytes each (U+E000–U+F8FF). */
const digitBytes = new WeakMap<DigitKey, Uint8Array>();
function bytesOfDigits(key: DigitKey) {
  let bytes = digitBytes.get(key);
  if (!bytes) {
    bytes = new Uint8Array(30);
    key.chars.forEach((c, d) => bytes!.set(Buffer.from(c), d * 3));
    digitBytes.set(key, bytes);
  }
  return bytes;
}

/** A kept object's answer for this session, as UTF-8 bytes written into `out` at `at`; returns where it ends. */
function writeKept(out: Buffer, at: number, compiled: Compiled, digits: Uint8Array) {
  const { parts, fixed } = compiled;
  out.set(parts[0]!, at);
  at += parts[0]!.length;
  for (let i = 0; i < fixed.length; i++) {
    const text = fixed[i]!;
    out[at++] = 0x22; // "
    for (let k = 0; k < text.length; k++) {
      const c = text.charCodeAt(k);
      if (c >= 0x30 && c <= 0x39) {
        const d = (c - 0x30) * 3;
        out[at++] = digits[d]!;
        out[at++] = digits[d + 1]!;
        out[at++] = digits[d + 2]!;
      } else out[at++] = c; // '.', '-', or an exponent's 'e' and '+': ASCII, nothing to escape
    }
    out[at++] = 0x22;
    const part = parts[i + 1]!;
    out.set(part, at);
    at += part.length;
  }
  return at;
}

function keptBytes(value: object, parent: string, key: DigitKey): Buffer {
  const compiled = compiledOf(value, parent);
  const out = Buffer.allocUnsafe(compiled.size);
  writeKept(out, 0, compiled, bytesOfDigits(key));
  return out;
}

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

/** Stands in for a kept part's text while the rest is serialised natively; the process's random tag keeps any
 *  string of an answer from ever looking like one. */
const STAND_IN = `\uE000kept-${randomBytes(8).toString('hex')}-`;
const STAND_IN_BYTES = Buffer.from(`"${STAND_IN}`);

/** The answer with its digits scrambled, as a copy (native JSON.stringify serialises it fastest), with a stand-in
 *  for every kept part. */
function copyAround(value: unknown, key: DigitKey, parent: string, keptTexts: Buffer[]): unknown {
  if (!value || typeof value !== 'object') return value;
  if (isKeptAnswer(value)) return STAND_IN + (keptTexts.push(keptBytes(value, parent, key)) - 1);
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

/** JSON.stringify(answer) in UTF-8, with the session's characters in place of every price, size and weight digit. */
export function scrambledJson(answer: unknown, key: DigitKey): Buffer {
  if (answer && typeof answer === 'object' && isKeptAnswer(answer)) return keptBytes(answer, '', key);
  const keptTexts: Buffer[] = [];
  const text = Buffer.from(JSON.stringify(copyAround(answer, key, '', keptTexts)));
  if (!keptTexts.length) return text;
  // Each stand-in is `"<tag><index>"`, found in order; the kept parts' bytes go in its place.
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = text.indexOf(STAND_IN_BYTES); at >= 0; at = text.indexOf(STAND_IN_BYTES, from)) {
    pieces.push(text.subarray(from, at));
    const end = text.indexOf(0x22, at + STAND_IN_BYTES.length);
    pieces.push(keptTexts[Number(text.toString('latin1', at + STAND_IN_BYTES.length, end))]!);
    from = end + 1;
  }
  pieces.push(text.subarray(from));
  return Buffer.concat(pieces);
}
