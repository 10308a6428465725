// The studio's edit history: the page's modules as a list of snapshots, so undo and redo are a step back and forth.
// Typing in one field is one step (edits with the same `merge` key follow each other into one snapshot). Pure.
import type { StudioModule } from './moduleModel';

export interface StudioState {
  modules: StudioModule[];
  selected: string | null;
  past: StudioModule[][];
  future: StudioModule[][];
  /** The key of the last edit, to merge a run of keystrokes into one step. */
  lastMerge: string | null;
  /** Moves on every change of `modules`: what the autosave compares against. */
  changes: number;
}

export type StudioAction =
  | { type: 'load'; modules: StudioModule[] }
  | { type: 'change'; modules: StudioModule[]; merge?: string; select?: string | null }
  | { type: 'select'; key: string | null }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'saved'; ids: ReadonlyMap<string, number> };

const HISTORY = 100;

export const initialStudio = (modules: StudioModule[]): StudioState => ({
  modules,
  selected: null,
  past: [],
  future: [],
  lastMerge: null,
  changes: 0,
});

const withIds = (list: StudioModule[], ids: ReadonlyMap<string, number>) =>
  list.map((m) => (m.moduleId === 0 && ids.has(m.key) ? { ...m, moduleId: ids.get(m.key)! } : m));

export function studioReducer(state: StudioState, action: StudioAction): StudioState {
  switch (action.type) {
    case 'load':
      // A page loaded from the server is saved as it is: the change counter stays, so autosave has nothing to do.
      return { ...initialStudio(action.modules), changes: state.changes };
    case 'select':
      return { ...state, selected: action.key };
    case 'change': {
      const merging = !!action.merge && action.merge === state.lastMerge;
      return {
        ...state,
        modules: action.modules,
        past: merging ? state.past : [...state.past, state.modules].slice(-HISTORY),
        future: [],
        lastMerge: action.merge ?? null,
        selected: action.select !== undefined ? action.select : state.selected,
        changes: state.changes + 1,
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return {
        ...state,
        modules: previous,
        past: state.past.slice(0, -1),
        future: [state.modules, ...state.future],
        lastMerge: null,
        changes: state.changes + 1,
      };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return {
        ...state,
        modules: next,
        past: [...state.past, state.modules],
        future: rest,
        lastMerge: null,
        changes: state.changes + 1,
      };
    }
    case 'saved':
      // Nothing new saved: the same lists, so the studio has nothing to draw again.
      if (!state.modules.some((m) => m.moduleId === 0 && action.ids.has(m.key))) return state;
      // A module saved for the first time keeps its new id in every snapshot: an undo never makes it new again.
      return {
        ...state,
        modules: withIds(state.modules, action.ids),
        past: state.past.map((list) => withIds(list, action.ids)),
        future: state.future.map((list) => withIds(list, action.ids)),
      };
  }
}
