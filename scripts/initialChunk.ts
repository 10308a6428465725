// Build step (issue 29): everything the login page (the first page a buyer opens) needs before its button works goes
// into one chunk. Left to itself the bundler cut those modules into ~50 small shared chunks (each a request, each
// compressed alone); grouped, the login loads a handful of files. The catalogue's frame, which every signed-in page
// is drawn in, is one chunk too, with the module types' components (initialChunkGroups). Everything else keeps
// automatic splitting, so each page, the console's rooms and the studio load their own chunks.
import { resolve } from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';

/** The entry and what the login route loads at once (the page and the login card's module). */
const ROOTS = ['src/app/main.tsx', 'src/app/pages/LoginPage.tsx', 'modules/loginStyle/LoginStyle.tsx'];

/** The catalogue's frame: the layout every signed-in page is drawn in, and what the early start prepares for it from
 *  the company's answer (src/app/moduleHost/prepareAhead.ts). */
const CATALOGUE_ROOTS = ['src/app/layouts/CatalogueLayout.tsx', 'src/app/moduleHost/prepareAhead.ts'];

/** The module types' definitions: what each one's `load` imports (its component and CSS) joins the catalogue's chunk. */
const MODULE_DEFINITION = /\/modules\/[^/]+\/definition\.ts$/;

type ModuleInfoLike = { importedIds: readonly string[]; dynamicallyImportedIds?: readonly string[] } | null;
type Info = (id: string) => ModuleInfoLike;

/** Two groups, `login` and `catalogue`, whose closures are walked once, on the bundler's first question:
 *  - `login`: the entry and what the login route loads at once (ROOTS).
 *  - `catalogue`: what the catalogue's frame imports at once beyond the login's chunk. Left to the bundler, every
 *    signed-in page asked for 13 files more after the login's (the dialogs, the chat's composer, the picture helpers,
 *    the QR code, the menu, the icons, the API calls, the module registry…), modules the console's rooms share, and on
 *    a phone's network each request waits its turn for a connection: one chunk took 13 requests from the home page's
 *    first load and 350 ms from its Lighthouse LCP (docs/decisions.md, session 25). The console's rooms that use
 *    these modules load this chunk too (about 23.5 KB gzip, on a desktop).
 *    The module types' components are in it too, whatever page uses them: each was a chunk and a stylesheet of its
 *    own (0.4–2 KB gzip), so the home page's first screen asked for ten files once the company's answer named its
 *    modules, and drew only when they came; each added link cost the phone's main thread a millisecond or more
 *    (issue 29, session 29). The login card's module stays in the login's chunk. */
export function initialChunkGroups(root: string): CodeSplittingGroup[] {
  let closures: { login: Set<string>; catalogue: Set<string> } | null = null;
  const walk = (info: Info) => {
    const login = staticClosure(
      ROOTS.map((r) => resolve(root, r)),
      info,
    );
    const catalogueRoots = CATALOGUE_ROOTS.map((r) => resolve(root, r));
    const definitions = [...login, ...staticClosure(catalogueRoots, info)].filter((id) => MODULE_DEFINITION.test(id));
    const components = definitions.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []);
    const catalogue = staticClosure([...catalogueRoots, ...components], info);
    for (const m of login) catalogue.delete(m);
    return { login, catalogue };
  };
  const group = (name: string, of: (c: NonNullable<typeof closures>) => Set<string>): CodeSplittingGroup => ({
    name: (id, ctx) => {
      closures ??= walk((m) => ctx.getModuleInfo(m) as ModuleInfoLike);
      return of(closures).has(id) ? name : null;
    },
  });
  return [group('login', (c) => c.login), group('catalogue', (c) => c.catalogue)];
}

/** Static imports only: a dynamic import() is a later route's business (the module definitions' are added as roots). */
function staticClosure(roots: string[], info: Info) {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    // CSS stays with Vite's own CSS handling.
    for (const next of info(id)?.importedIds ?? []) if (!/\.css($|\?)/.test(next)) queue.push(next);
  }
  return seen;
}
