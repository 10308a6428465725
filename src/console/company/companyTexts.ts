// What a broken rule of the Company room says, in the staff's language: the schema's kinds, and for a badly formed
// value what the field expects; and which refusal a picture would meet before it is uploaded.
import { checkImage } from '../../../protocol/imageFile';
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { SchemaProblem } from '../../../schemas/api/schemaProblems';

const REQUIRED = msg`Required.`;
const TOO_LONG = msg`Too long: at most {limit} characters.`;
const ONE_LINE = msg`One line only.`;
const FORMAT: Record<string, MessageDescriptor> = {
  email: msg`Not an email address.`,
  website: msg`Start with http:// or https://.`,
  iosId: msg`Digits only, as in the App Store address.`,
  androidId: msg`A package name, such as com.example.app.`,
};

export function problemText(i18n: I18n, field: string, problem: SchemaProblem) {
  const described: MessageDescriptor =
    problem.kind === 'required'
      ? REQUIRED
      : problem.kind === 'tooLong'
        ? { ...TOO_LONG, values: { limit: problem.limit } }
        : (FORMAT[field] ?? ONE_LINE);
  return i18n._(described);
}

/** The server's content check, made in the browser before the bytes travel (ConsoleUploadLogo and
 *  ConsoleUploadAboutPicture take PNG, JPEG or GIF only): which refusal a file would meet, or null. */
export async function pictureRefusal(file: File, limit: number): Promise<'tooLarge' | 'notAPicture' | null> {
  const check = checkImage(new Uint8Array(await file.arrayBuffer()), limit);
  if (!check.ok && check.problem === 'tooLarge') return 'tooLarge';
  return !check.ok || check.kind === 'bmp' || check.kind === 'ico' ? 'notAPicture' : null;
}
