// Browser facts sent with every login (spec section 3): the user agent mapped to a system family and version,
// the screen as "width x height", and loginType 1 (desktop) or 4 (mobile). Empty values are dropped.
import { LOGIN_TYPE } from '../../../protocol/constants';

export type SystemFamily =
  'windows' | 'windows_server' | 'mac' | 'linux' | 'linux_server' | 'android' | 'ios' | 'other';

const WINDOWS_NAMES: Record<string, string> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
  '6.0': 'Vista',
  '5.2': 'Server 2003',
  '5.1': 'XP',
};

export function systemFromUserAgent(ua: string): { system: SystemFamily; systemVersion: string } {
  let m: RegExpMatchArray | null;
  if ((m = ua.match(/Windows NT (\d+\.\d+)/))) {
    // "Windows NT 5.2" is Windows Server 2003; browsers report servers and desktops alike otherwise.
    return {
      system: m[1] === '5.2' || /Windows Server/i.test(ua) ? 'windows_server' : 'windows',
      systemVersion: WINDOWS_NAMES[m[1]] ?? m[1],
    };
  }
  if ((m = ua.match(/(iPhone|iPad|iPod).*? OS (\d+[_.]\d+)/)))
    return { system: 'ios', systemVersion: m[2].replace('_', '.') };
  if ((m = ua.match(/Android (\d+(\.\d+)?)/))) return { system: 'android', systemVersion: m[1] };
  if ((m = ua.match(/Mac OS X (\d+[_.]\d+([_.]\d+)?)/)))
    return { system: 'mac', systemVersion: m[1].replace(/_/g, '.') };
  if (/CrOS/.test(ua)) return { system: 'linux', systemVersion: 'ChromeOS' };
  if (/Linux|X11/.test(ua)) {
    const server = /Server|CentOS|Red Hat|RHEL/i.test(ua);
    const arch = ua.match(/(x86_64|aarch64|i686|armv\w+)/)?.[1] ?? '';
    return { system: server ? 'linux_server' : 'linux', systemVersion: arch };
  }
  return { system: 'other', systemVersion: '' };
}

export function browserFromUserAgent(ua: string): string {
  const rules: [RegExp, string][] = [
    [/Edg\/(\d+)/, 'Edge'],
    [/OPR\/(\d+)/, 'Opera'],
    [/Firefox\/(\d+)/, 'Firefox'],
    [/Chrome\/(\d+)/, 'Chrome'],
    [/Version\/(\d+).*Safari/, 'Safari'],
  ];
  for (const [pattern, name] of rules) {
    const m = ua.match(pattern);
    if (m) return `${name} ${m[1]}`;
  }
  return '';
}

const dropEmpty = <T extends Record<string, unknown>>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== '' && v !== undefined && v !== null)) as T;

export function clientInfo(isMobile: boolean) {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const { system, systemVersion } = systemFromUserAgent(ua);
  const screenModel = typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}`;
  return dropEmpty({
    loginType: isMobile ? LOGIN_TYPE.mobile : LOGIN_TYPE.pc,
    browserVersion: browserFromUserAgent(ua),
    system,
    systemVersion,
    ScreenModel: /^\d{2,5}x\d{2,5}$/.test(screenModel) ? screenModel : '',
  }) as {
    loginType: 1 | 4;
    browserVersion?: string;
    system?: SystemFamily;
    systemVersion?: string;
    ScreenModel?: string;
  };
}

export { dropEmpty };
