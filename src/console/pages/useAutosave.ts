// Saves the draft as one goes: a moment after the last change, when every module would render (the server refuses
// anything else, so what it holds always renders). A second editor's save since ours is a conflict, kept until the
// supplier chooses their version or ours.
import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { ApiError } from '../../api/errors';
import { savePage, type PageChannel, type PageDesign } from './api';
import { problemOf, toStored, type StudioModule } from './moduleModel';
import type { StudioAction, StudioState } from './studioState';

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'invalid' }
  | { kind: 'conflict'; message: string }
  | { kind: 'failed'; error: unknown };

const DELAY_MS = 500;

export function useAutosave(
  channel: PageChannel,
  state: StudioState,
  dispatch: Dispatch<StudioAction>,
  onSaved: (page: PageDesign) => void,
  initialRevision: number,
) {
  const revision = useRef(initialRevision);
  const savedChanges = useRef(0);
  const [save, setSave] = useState<SaveState>({ kind: 'saved' });
  const busy = useRef(false);

  const run = useCallback(
    async (modules: StudioModule[], changes: number) => {
      if (busy.current) return;
      busy.current = true;
      setSave({ kind: 'saving' });
      try {
        const page = await savePage({ channel, revision: revision.current, modules: modules.map(toStored) });
        revision.current = page.revision;
        savedChanges.current = changes;
        dispatch({ type: 'saved', ids: new Map(modules.map((m, i) => [m.key, page.modules[i].moduleId])) });
        setSave({ kind: 'saved' });
        onSaved(page);
      } catch (error) {
        if (error instanceof ApiError && error.reason === 'staleVersion')
          setSave({ kind: 'conflict', message: error.message });
        else setSave({ kind: 'failed', error });
      } finally {
        busy.current = false;
      }
    },
    [channel, dispatch, onSaved],
  );

  useEffect(() => {
    if (state.changes === savedChanges.current) return;
    if (save.kind === 'conflict' || save.kind === 'saving') return;
    if (state.modules.some((m) => problemOf(m))) {
      setSave({ kind: 'invalid' });
      return;
    }
    // The same state while typing goes on: a new object would render the whole studio again at each keystroke.
    setSave((was) => (was.kind === 'pending' ? was : { kind: 'pending' }));
    const timer = setTimeout(() => void run(state.modules, state.changes), DELAY_MS);
    return () => clearTimeout(timer);
  }, [state.changes, state.modules, run, save.kind]);

  return {
    save,
    revision,
    /** Ours wins: save it over theirs (their revision is the base now). */
    keepMine: (theirs: number) => {
      revision.current = theirs;
      setSave({ kind: 'pending' });
      void run(state.modules, state.changes);
    },
    saveNow: () => {
      if (!state.modules.some((m) => problemOf(m))) void run(state.modules, state.changes);
    },
    /** After a publish or a reload, the base the next save starts from. */
    rebase: (page: PageDesign) => {
      revision.current = page.revision;
      savedChanges.current = state.changes;
      setSave({ kind: 'saved' });
    },
  };
}
