// The app's single API core; features reach it only through their own api.ts.
import { createApiCore } from './core';
import { createApiEvents, createLoadingCounter } from './events';
import { session } from './session';
import { timeFromPage } from './pageClock';

export const apiEvents = createApiEvents();
export const loadingCounter = createLoadingCounter();
export const api = createApiCore({
  baseUrl: '',
  events: apiEvents,
  loading: loadingCounter,
  getToken: () => session.get().token,
  pageTime: timeFromPage,
});
