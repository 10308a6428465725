// Browser tests drive Debian's chromium with playwright-core (a downloaded browser does not work here).
// On a fresh Debian machine as root it installs chromium; otherwise it says exactly what is missing. Never skips.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** playwright-core 1.65's own --disable-features (its chromiumSwitches). */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];
/** Renderers a test never uses, each 1.5-2.5 s of CPU to start on the CI's 2-core VM (docs/decisions.md, "CI in under
 *  30 minutes"): two for the address bar's WebUI popups in every new window (every browser context), and the spare
 *  renderer kept ready for a context's next site, which mostly closes unused with its context. */
export const UNUSED_RENDERERS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'SpareRendererForSitePerProcess'];

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium keeps only the last --disable-features, so playwright's own list is repeated here
  // (tests/browser/chromiumFlags.test.ts fails when playwright's list changes).
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNUSED_RENDERERS].join(',')}`,
];

export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('Browser tests need Debian chromium; installing it with apt-get (about 30 s)…');
    execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
      stdio: 'inherit',
    });
    if (existsSync(CHROMIUM_PATH)) return;
  }
  throw new Error(
    `Browser tests need Chromium at ${CHROMIUM_PATH}, which is missing. ` +
      (isRoot
        ? 'apt-get is not available here: install chromium by hand.'
        : 'Run as root, or install it: sudo apt-get install -y chromium') +
      ' (or set CHROMIUM_PATH to another chromium binary).',
  );
}

/** Playwright waits 30 s per action by default, so one missing element ate a test's whole 60 s with no hint of
 * which step it was. Every context opened here gives up after 10 s and names the locator it waited for. */
export const STEP_TIMEOUT_MS = 10_000;

/** `extraArgs`: flags one test needs on top, e.g. Chromium's fake camera (tests/browser/scanner.test.ts). */
export async function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    context.setDefaultTimeout(STEP_TIMEOUT_MS);
    return context;
  };
  return browser;
}
