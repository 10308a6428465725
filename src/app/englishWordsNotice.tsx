// Loaded only when the buyer's language did not download and English stands in (src/app/wordsFallback.tsx): the
// login page's first JavaScript stays within its budget (issue 29).
import { Trans } from '@lingui/react/macro';
import { reload } from './wordsFallback';

/** Above the app shown in English because the buyer's language did not load. */
export function EnglishWordsNotice() {
  return (
    <div className="words-notice" role="alert">
      <p>
        <Trans>Your language did not download, so the catalogue is shown in English.</Trans>
      </p>
      <button type="button" className="button button--small button--primary" onClick={reload}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
