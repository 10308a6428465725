// What the studio (src/console/pages) and its canvas (the share in preview, src/app/moduleHost) say to each other as
// message events: the canvas says it is listening (postMessage), the studio answers with the page as it is being
// edited, unsaved edits included, at every change (a message event it dispatches on the frame's window, so the canvas
// draws the edit in the same frame as the studio). Same origin only; the canvas takes it only in a staff preview
// (issue 25).
// A message carries the page's order and only the modules that changed since the last one (all of them after the
// canvas says it is listening): a keystroke sends one module, not 200, and the canvas prepares only that one.
import type { PageModule } from '../../schemas/api/types.gen';

export const CANVAS_READY = 'vitrine.canvas.ready';
export const STUDIO_PAGE = 'vitrine.studio.page';

export interface StudioPageMessage {
  kind: typeof STUDIO_PAGE;
  channel: 'web' | 'mobile';
  /** Every module's moduleId, in page order. */
  order: number[];
  /** The modules that changed since the previous message. */
  modules: PageModule[];
}

export const isStudioPage = (data: unknown): data is StudioPageMessage =>
  !!data &&
  typeof data === 'object' &&
  (data as StudioPageMessage).kind === STUDIO_PAGE &&
  ((data as StudioPageMessage).channel === 'web' || (data as StudioPageMessage).channel === 'mobile') &&
  Array.isArray((data as StudioPageMessage).order) &&
  Array.isArray((data as StudioPageMessage).modules);
