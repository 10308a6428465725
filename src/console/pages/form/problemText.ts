// What a validator's complaint means to a supplier, in the studio's language. The validators (modules/
// validators.gen.js) are the buyer page's own; their English message is the fallback.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Problem } from '../moduleModel';

export function problemText(i18n: I18n, problem: Problem): string {
  const p = problem.params ?? {};
  switch (problem.keyword) {
    case 'pattern':
      return String(p.pattern).includes('/media/')
        ? i18n._(msg`Use a picture from the media library or an address that starts with https://.`)
        : String(p.pattern).startsWith('^https://')
          ? i18n._(msg`Use an address that starts with https://.`)
          : i18n._(msg`Only letters, digits, - and _ are allowed here.`);
    case 'minimum':
    case 'maximum':
      return i18n._(msg`Out of range: ${problem.message}.`);
    case 'minItems':
      return i18n._(msg`Add at least ${String(p.limit)}.`);
    case 'maxItems':
      return i18n._(msg`At most ${String(p.limit)} are allowed.`);
    case 'maxLength':
      return i18n._(msg`At most ${String(p.limit)} characters.`);
    case 'required':
      return i18n._(msg`Fill in ${String(p.missingProperty)}.`);
    case 'minProperties':
      return i18n._(msg`Write the text in at least one language.`);
    default:
      return problem.message;
  }
}
