// Build step (issue 29): everything the login page (the first page a buyer opens) needs before its button works goes
// into one chunk. Left to itself the bundler cut those modules into ~50 small shared chunks (each a request, each
// compressed alone); grouped, the login loads a handful of files. Modules outside that closure keep automatic
// splitting, so later routes, the console and the studio still load only their own chunks.
import { resolve } from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';

/** The entry and what the login route loads at once (the page and the login card's module). */
const ROOTS = ['src/app/main.tsx', 'src/app/pages/LoginPage.tsx', 'modules/loginStyle/LoginStyle.tsx'];

type ModuleInfoLike = { importedIds: readonly string[] } | null;

export function loginChunkGroup(root: string): CodeSplittingGroup {
  let closure: Set<string> | null = null;
  return {
    name: (id, ctx) => {
      closure ??= staticClosure(
        ROOTS.map((r) => resolve(root, r)),
        (m) => ctx.getModuleInfo(m) as ModuleInfoLike,
      );
      return closure.has(id) ? 'login' : null;
    },
  };
}

/** Static imports only: a dynamic import() is a later route's business. */
function staticClosure(roots: string[], info: (id: string) => ModuleInfoLike) {
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
