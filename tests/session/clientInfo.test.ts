// The user agent → system family and version mapping sent with every login (spec section 3).
import { describe, expect, it } from 'vitest';
import { browserFromUserAgent, systemFromUserAgent } from '../../src/features/entry/clientInfo';

describe('client info', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'windows',
      '10',
    ],
    ['Mozilla/5.0 (Windows NT 6.1; WOW64) Gecko/20100101 Firefox/115.0', 'windows', '7'],
    ['Mozilla/4.0 (compatible; MSIE 8.0; Windows NT 5.2)', 'windows_server', 'Server 2003'],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.1 Safari/605.1.15',
      'mac',
      '10.15.7',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/156.0 Safari/537.36', 'linux', 'x86_64'],
    ['Mozilla/5.0 (X11; CentOS; Linux x86_64) Firefox/115.0', 'linux_server', 'x86_64'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) Version/17.2 Mobile Safari/604.1', 'ios', '17.2'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) Chrome/131.0 Mobile Safari/537.36', 'android', '14'],
  ])('%s → %s %s', (ua, system, systemVersion) => {
    expect(systemFromUserAgent(ua)).toEqual({ system, systemVersion });
  });

  it('names the browser and major version', () => {
    expect(browserFromUserAgent('Mozilla/5.0 (Windows NT 10.0) Chrome/131.0.0.0 Safari/537.36 Edg/131.0')).toBe(
      'Edge 131',
    );
    expect(browserFromUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36')).toBe('Chrome 156');
    expect(browserFromUserAgent('curl/8')).toBe('');
  });
});
