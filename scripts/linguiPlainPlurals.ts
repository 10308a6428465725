// Build step (issue 29): Lingui 5 formats a plural's count with Intl.NumberFormat even when the chosen case has no "#"
// to put it in. A renderer's first Intl.NumberFormat loads the browser's number data (45–75 ms of the test VM's main
// thread), so every card's "MOQ {shown} pcs" cost a catalogue page that long task though protocol/format had written
// the count already. This skips the formatting where the case holds no "#"; the text is the same either way
// (docs/decisions.md, "Prices and dates without the browser's number data"). Fails the build if Lingui's code moved.
import type { Plugin } from 'vite';

const LINGUI_CORE = /\/@lingui\/core\/dist\/index\.mjs$/;
const FORMATS_THE_COUNT = 'const replaceOctothorpe = (value, message) => {\n';

export function skipUnusedPluralCount(code: string): string {
  if (!code.includes(FORMATS_THE_COUNT))
    throw new Error('scripts/linguiPlainPlurals.ts: @lingui/core no longer has replaceOctothorpe; look again');
  return code.replace(
    FORMATS_THE_COUNT,
    `${FORMATS_THE_COUNT}    if (!message.includes(OCTOTHORPE_PH)) return message;\n`,
  );
}

export function linguiPlainPlurals(): Plugin {
  return {
    name: 'vitrine-lingui-plain-plurals',
    transform(code, id) {
      if (!LINGUI_CORE.test(id)) return null;
      return { code: skipUnusedPluralCount(code), map: null };
    },
  };
}
