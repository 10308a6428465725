// jsdom lacks ResizeObserver, which Puck's drag-and-drop layer touches on import; nothing here resizes.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
