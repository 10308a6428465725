// The app's single API core and the stores it reads; components reach it only through query hooks.
import { createApiCore } from './core';
import { createApiEvents, createLoadingCounter } from './events';
import { tokenStore } from './tokenStore';

export const apiEvents = createApiEvents();
export const loadingCounter = createLoadingCounter();
export const api = createApiCore({ baseUrl: '', events: apiEvents, loading: loadingCounter, getToken: () => tokenStore.get() });
