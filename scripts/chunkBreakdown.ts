// What a built chunk is made of (issue 29): `npx tsx scripts/chunkBreakdown.ts dist/assets/login-*.js` prints each
// package's (or app folder's) share of the chunk, read from the build's source maps. The gzip column shares the
// chunk's own gzip size out in proportion to each part's minified bytes: an estimate, as gzip works on the whole.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { TraceMap, decodedMappings } from '@jridgewell/trace-mapping';

const parts = new Map<string, { raw: number; gzip: number }>();
let total = 0;
for (const file of process.argv.slice(2)) {
  const code = readFileSync(file, 'utf8');
  const map = new TraceMap(readFileSync(`${file}.map`, 'utf8'));
  const gzip = gzipSync(code, { level: 9 }).length;
  const ratio = gzip / Buffer.byteLength(code);
  total += gzip;
  const lines = code.split('\n');
  decodedMappings(map).forEach((segments, l) => {
    segments.forEach((segment, i) => {
      const end = i + 1 < segments.length ? segments[i + 1][0] : lines[l].length;
      const source = segment.length > 1 ? map.sources[segment[1]!]! : '(bundler)';
      const raw = Buffer.byteLength(lines[l].slice(segment[0], end));
      const part = parts.get(partOf(source)) ?? { raw: 0, gzip: 0 };
      part.raw += raw;
      part.gzip += raw * ratio;
      parts.set(partOf(source), part);
    });
  });
}
console.log(`${(total / 1024).toFixed(1)} KB gzip in all\n   gzip  minified  part`);
for (const [name, { raw, gzip }] of [...parts].sort((a, b) => b[1].gzip - a[1].gzip)) {
  if (gzip >= 256) console.log(`${kb(gzip).padStart(7)} ${kb(raw).padStart(9)}  ${name}`);
}

/** A package under node_modules, else the app's top two folders (src/app, machines/chat.ts). */
function partOf(source: string) {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1]!;
  return source
    .replace(/^(\.\.\/)+/, '')
    .split('/')
    .slice(0, 2)
    .join('/');
}

function kb(bytes: number) {
  return (bytes / 1024).toFixed(1);
}
