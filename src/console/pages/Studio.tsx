// The studio for one page (channel): the module list and palette, the canvas, the selected module's form; undo and
// redo (Ctrl+Z, Ctrl+Shift+Z / Ctrl+Y), saving as one goes (Ctrl+S saves at once), publishing, and the history.
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useQueryClient } from '@tanstack/react-query';
import { apiErrorMessage } from '../../api/errorMessages';
import { ApiError } from '../../api/errors';
import { MAX_PAGE_SAVE_BODY_BYTES } from '../../../protocol/constants';
import { pageQuery, publishPage, type PageDesign } from './api';
import { Canvas, type CanvasWidth } from './Canvas';
import { Inspector } from './Inspector';
import { ModuleList, arrayMove } from './ModuleList';
import { Palette } from './Palette';
import { History } from './History';
import { ThemePanel } from './ThemePanel';
import { StudioDnd, type DndTarget } from './StudioDnd';
import {
  duplicate,
  fromStored,
  isLoginPlacement,
  newModule,
  placementOf,
  problemOf,
  typesFor,
  canvasIdOf,
  toCanvas,
  type StudioModule,
} from './moduleModel';
import { initialStudio, studioReducer } from './studioState';
import { useAutosave } from './useAutosave';
import { useStableHandlers } from './useStableHandlers';

export type Design = 'web' | 'mobile' | 'login';

interface StudioProps {
  page: PageDesign;
  design: Design;
}

/** The drag context sits outside the studio's state, so an edit draws the studio without drawing the context. */
export function Studio(props: StudioProps) {
  const dnd = useRef<DndTarget>({ modules: [], onMove: () => {}, onInsert: () => {} });
  return (
    <StudioDnd target={dnd}>
      <StudioBody {...props} dnd={dnd} />
    </StudioDnd>
  );
}

function StudioBody({ page, design, dnd }: StudioProps & { dnd: RefObject<DndTarget> }) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const login = design === 'login';
  const [state, dispatch] = useReducer(studioReducer, page.modules, (list) => initialStudio(list.map(fromStored)));
  const [shown, setShown] = useState(page);
  const [reloads, setReloads] = useState(0);
  const [width, setWidth] = useState<CanvasWidth>(design === 'mobile' ? 390 : 1440);
  const [publishing, setPublishing] = useState(false);
  const [notice, setNotice] = useState<{ error?: unknown; text?: string } | null>(null);

  const onSaved = useCallback(
    (saved: PageDesign) => {
      setShown(saved);
      queryClient.setQueryData(pageQuery(saved.channel).queryKey, saved);
    },
    [queryClient],
  );
  const autosave = useAutosave(page.channel, state, dispatch, onSaved, page.revision);

  const inDesign = (m: StudioModule) => isLoginPlacement(m) === login;
  const visible = useMemo(() => state.modules.filter(inDesign), [state.modules, login]);
  const selected = state.modules.find((m) => m.key === state.selected);
  const types = useMemo(() => typesFor(page.channel, login), [page.channel, login]);
  const broken = state.modules.filter((m) => problemOf(m)).length;
  const live = useMemo(() => state.modules.map(toCanvas), [state.modules]);

  const change = (modules: StudioModule[], options: { merge?: string; select?: string | null } = {}) =>
    dispatch({ type: 'change', modules, ...options });
  const update = (key: string, patch: Partial<StudioModule>, merge?: string) =>
    change(
      state.modules.map((m) => (m.key === key ? { ...m, ...patch } : m)),
      { merge },
    );

  /** Reorders within the design's modules; the page's other modules (the login page's, or the reverse) keep their places. */
  const move = (from: number, to: number) => {
    if (to < 0 || to >= visible.length) return;
    const order = arrayMove(visible, from, to);
    let next = 0;
    change(state.modules.map((m) => (inDesign(m) ? order[next++] : m)));
  };
  /** Adds a module before the row `before`, else after the selected one, else where its placement puts it. */
  const add = (type: number, style?: number, before: string | null = null) => {
    const module = newModule(type, style);
    const list = [...state.modules];
    const at = before
      ? list.findIndex((m) => m.key === before)
      : selected
        ? list.indexOf(selected) + 1
        : placementOf(module) === 'top'
          ? 0
          : list.length;
    list.splice(at, 0, module);
    change(list, { select: module.key });
  };
  const publish = async (versionId?: number) => {
    setPublishing(true);
    setNotice(null);
    try {
      const published = await publishPage({ channel: page.channel, revision: autosave.revision.current, versionId });
      autosave.rebase(published);
      setShown(published);
      if (versionId) dispatch({ type: 'load', modules: published.modules.map(fromStored) });
      setNotice({
        text: versionId ? t`The earlier version is published again.` : t`Published: buyers see this page now.`,
      });
    } catch (error) {
      setNotice({ error });
    } finally {
      setPublishing(false);
    }
  };

  const on = useStableHandlers({
    move,
    add,
    select: (key: string) => dispatch({ type: 'select', key }),
    duplicate: (key: string) => {
      const index = state.modules.findIndex((m) => m.key === key);
      const copy = duplicate(state.modules[index]);
      change(state.modules.toSpliced(index + 1, 0, copy), { select: copy.key });
    },
    toggleHidden: (key: string) => update(key, { hidden: !state.modules.find((m) => m.key === key)!.hidden }),
    remove: (key: string) =>
      change(
        state.modules.filter((m) => m.key !== key),
        { select: state.selected === key ? null : state.selected },
      ),
    edit: (content: unknown) =>
      selected && update(selected.key, { content }, `${selected.key}:${Math.floor(Date.now() / 1500)}`),
    themeSaved: (theme: PageDesign['theme']) => {
      // The theme is drafted and published with the page (docs/decisions.md): Publish is offered now.
      const next = { ...shown, theme, unpublished: true };
      setShown(next);
      queryClient.setQueryData(pageQuery(page.channel).queryKey, next);
      setReloads((n) => n + 1);
    },
    rollback: (versionId: number) => void publish(versionId),
    canvasSelect: (moduleId: number) => {
      const found = state.modules.find((m) => canvasIdOf(m) === moduleId);
      if (found) dispatch({ type: 'select', key: found.key });
    },
  });

  useLayoutEffect(() => {
    dnd.current = { modules: visible, onMove: on.move, onInsert: on.add };
  });

  const keys = (event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === 'z' || key === 'y') {
      event.preventDefault();
      dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
    } else if (key === 's') {
      event.preventDefault();
      autosave.saveNow();
    }
  };

  const status = {
    saved: shown.unpublished ? t`Draft saved` : t`Published`,
    pending: t`Saving…`,
    saving: t`Saving…`,
    invalid: t`Not saved: ${plural(broken, { one: '# module needs a fix', other: '# modules need a fix' })}`,
    conflict: t`Not saved: someone else changed this page`,
    failed: t`Not saved`,
  }[autosave.save.kind];

  return (
    <div className="studio" onKeyDown={keys}>
      <div className="studio-bar">
        <button
          type="button"
          className="button button--small"
          disabled={!state.past.length}
          onClick={() => dispatch({ type: 'undo' })}
        >
          <Trans>Undo</Trans>
        </button>
        <button
          type="button"
          className="button button--small"
          disabled={!state.future.length}
          onClick={() => dispatch({ type: 'redo' })}
        >
          <Trans>Redo</Trans>
        </button>
        <span className="studio-bar__status" role="status">
          {status}
        </span>
        <button
          type="button"
          className="button button--primary"
          disabled={publishing || autosave.save.kind !== 'saved' || broken > 0 || !shown.unpublished}
          onClick={() => void publish()}
        >
          <Trans>Publish</Trans>
        </button>
      </div>
      {autosave.save.kind === 'conflict' && (
        <div className="console-note console-note--warn" role="alert">
          <p>{autosave.save.message}</p>
          <button
            type="button"
            className="button button--small"
            onClick={async () => {
              const theirs = await queryClient.fetchQuery({ ...pageQuery(page.channel), staleTime: 0 });
              autosave.rebase(theirs);
              setShown(theirs);
              dispatch({ type: 'load', modules: theirs.modules.map(fromStored) });
            }}
          >
            <Trans>Load their version</Trans>
          </button>
          <button
            type="button"
            className="button button--small"
            onClick={async () => {
              const theirs = await queryClient.fetchQuery({ ...pageQuery(page.channel), staleTime: 0 });
              autosave.keepMine(theirs.revision);
            }}
          >
            <Trans>Keep mine (replaces theirs)</Trans>
          </button>
        </div>
      )}
      {autosave.save.kind === 'failed' && (
        <p className="console-note console-note--error" role="alert">
          {autosave.save.error instanceof ApiError && autosave.save.error.detail.status === 413
            ? t`Not saved: the page is larger than ${MAX_PAGE_SAVE_BODY_BYTES / 1024 / 1024} MB. Remove or shorten some modules.`
            : apiErrorMessage(i18n, autosave.save.error)}
        </p>
      )}
      {notice && (
        <p className={notice.error ? 'console-note console-note--error' : 'console-note'} role="status">
          {notice.error ? apiErrorMessage(i18n, notice.error) : notice.text}
        </p>
      )}
      <div className="studio-columns">
        <div className="studio-side">
          <ModuleList
            modules={visible}
            selected={state.selected}
            onSelect={on.select}
            onMove={on.move}
            onDuplicate={on.duplicate}
            onToggleHidden={on.toggleHidden}
            onDelete={on.remove}
          />
          <Palette types={types} onAdd={on.add} />
          <ThemePanel saved={shown.theme} onSaved={on.themeSaved} />
          <History versions={shown.versions} busy={publishing} onRollback={on.rollback} />
        </div>
        <Canvas
          shareCode={page.shareRandomCode}
          login={login}
          channel={page.channel}
          live={live}
          width={width}
          onWidth={setWidth}
          reloadKey={reloads}
          selectedId={selected ? canvasIdOf(selected) : null}
          onSelect={on.canvasSelect}
        />
        <Inspector key={selected?.key} module={selected} onChange={on.edit} />
      </div>
    </div>
  );
}
