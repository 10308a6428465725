// When the buyer's language's words do not download (a network blip at a trade fair), the app still opens: in
// English, with a notice and a way to try the language again; and if even English's words are missing, a page that
// says so with a Try again, instead of a blank page (docs/decisions.md, "Words that do not load").
import { useEffect } from 'react';
import { activateLocale } from '../lib/i18n';
import type { Locale } from '../../protocol/languages';

/** Which words the app starts with: the buyer's own, English's standing in (the choice stays the buyer's), or none. */
export async function startWords(preferred: Locale): Promise<'own' | 'english' | 'none'> {
  try {
    await activateLocale(preferred);
    return 'own';
  } catch {
    if (preferred === 'en') return 'none';
    try {
      await activateLocale('en', { remember: false });
      return 'english';
    } catch {
      return 'none';
    }
  }
}

// A full load: a module the browser failed to fetch is not fetched again by a later import on the same page.
export const reload = () => window.location.reload();

/** No words at all: the only text that cannot come from a catalogue, so it is English written here. The page comes
 *  back by itself when the connection does. */
export function NoWordsPage() {
  useEffect(() => {
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, []);
  return (
    <main className="status-page" role="alert">
      <p className="status-page__code" aria-hidden="true">
        !
      </p>
      <h1>The catalogue could not be loaded</h1>
      <p>Part of the catalogue did not download. Check your connection and try again.</p>
      <div className="status-page__actions">
        <button type="button" className="button button--primary" onClick={reload}>
          Try again
        </button>
      </div>
    </main>
  );
}
