// The demo supplier as one switchable part: its seed, the media URLs it names and the routes that draw them.
// Only entry points import it (start.ts and main.ts dynamically, so a server without demo data never loads it).
export { DEFAULT_DEMO_PRODUCTS, isSeeded, seedDemo } from './seed';
export { demoMediaUrls } from './demoMedia';
export { demoMediaRoutes } from './mediaRoutes';
export { DEMO_ADMIN, DEMO_COMPANY_NUMBER, DEMO_SHARES } from './demoShares';
