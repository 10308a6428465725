// bench:image-search's report (issue 27): the figures printed and written to bench/results/image-search.json.
import { cpus, loadavg } from 'node:os';
import { writeFileSync } from 'node:fs';
import { NOTHING_CLOSE_BELOW } from '../server/images/imageSearchRules';
import { FIT_BELOW } from '../server/images/nothingClose';
import { ABSENT, CALIBRATION, CATALOGUE, OTHER_CALIBRATION, OTHERS } from './imageSearchPhotos';
import { baseline, ours, round, squares } from './imageSearchMethods';
import type { accuracy } from './imageSearchAccuracy';
import type { timing } from './imageSearchTiming';

export function report(
  { results, fitChosen, lineOnly, misses }: Awaited<ReturnType<typeof accuracy>>,
  { at2k, at100k, featuresS, buildPictures }: Awaited<ReturnType<typeof timing>>,
) {
  const mine = results[ours.name]!;
  const figures = {
    top1: round(mine.top1!),
    top5: round(mine.top5!),
    right_product_is: "the look: a toy's product and packaging views are one product's pictures",
    top1_each_picture_a_product: round(mine.top1_each_picture_a_product!),
    top5_each_picture_a_product: round(mine.top5_each_picture_a_product!),
    no_match_precision: round(mine.no_match_precision!),
    no_match_recall: round(mine.no_match_recall!),
    nothing_close_below: NOTHING_CLOSE_BELOW,
    other_things_no_match_recall: round(mine.other_things_no_match_recall!),
    other_things_no_match_precision: round(mine.other_things_no_match_precision!),
    nothing_close: {
      rule: "under the vectors' line (nothing_close_below), or no checked candidate's second-look fit reaches fit_below (server/images/nothingClose.ts); the figures above are with it",
      fit_below: FIT_BELOW,
      calibrated_fit_below: round(fitChosen),
      vector_line_only: Object.fromEntries(Object.entries(lineOnly).map(([k, v]) => [k, round(v)])),
      absent_looks_are:
        "the demo's last 100 looks: beach balls and letter blocks, each with the kind and all three colours of a catalogue look (the ball's gores turned, other letters): near-twins, not junk",
      other_things_are: `${OTHERS} photos of 3-5 outlined shapes in any colours on the demo's backdrop (bench/imageSearchPhotos.ts otherThings; ${OTHER_CALIBRATION} more to calibrate on)`,
    },
    top1_misses_by_kind: misses.top1,
    top5_misses_by_kind: misses.top5,
    at_calibrated_threshold: {
      threshold: round(mine.calibrated_threshold!),
      top1: round(mine.top1_at_calibrated!),
      top5: round(mine.top5_at_calibrated!),
      no_match_precision: round(mine.no_match_precision_at_calibrated!),
      no_match_recall: round(mine.no_match_recall_at_calibrated!),
    },
    p95_ms_2k: round(at2k.p95),
    p95_ms_100k: round(at100k.p95),
    cpu_ms_p95_2k: round(at2k.cpuP95),
    cpu_ms_p95_100k: round(at100k.cpuP95),
    index_search_cpu_ms_p95_2k: round(at2k.searchCpuP95),
    index_search_cpu_ms_p95_100k: round(at100k.searchCpuP95),
    cpu_ms_are:
      "CPU time of a query (decode + windows' features + index search + second look), the index search alone beside it",
    index_build_s_100k: round((featuresS * 100_000) / Math.max(1, buildPictures) + at100k.fillMs / 1000),
    index_build_s_100k_is:
      buildPictures >= 100_000
        ? 'measured: vectors of 100,000 pictures made one at a time (decode + features + int8), then the index filled and its lists built'
        : `vectors of ${buildPictures} pictures measured and scaled to 100,000 (IMAGE_BENCH_BUILD_PICTURES), plus the measured fill and lists`,
    index_vectors_s_100k: round((featuresS * 100_000) / Math.max(1, buildPictures)),
    index_fill_and_lists_s_100k: round(at100k.fillMs / 1000),
    second_look_square_bytes_per_picture: round(squares.reduce((n, s) => n + s.length, 0) / squares.length),
    second_look_squares_mb_100k: round((squares.reduce((n, s) => n + s.length, 0) / squares.length) * 100) / 1000,
    second_look_squares_are:
      'stored in picture_vectors.square (database), read for the checked products only (up to CHECKED, 30, within 0.08 of the best)',
    index_mb_100k: round(at100k.vectorMb),
    index_lists_s_100k: round(at100k.listsMs / 1000),
    index_lists_thread_held_ms_100k: round(at100k.heldMs),
    lists_top1_agreement_100k: at100k.agree,
    index_heap_mb_100k_measured: round(at100k.mb),
    p95_ms_100k_is: '500 real vectors copied with noise to 100,000 (synthetic)',
    baseline_colour_histogram: Object.fromEntries(
      Object.entries(results[baseline.name] ?? {}).map(([k, v]) => [k, round(v)]),
    ),
    method: ours.name,
    queries: {
      catalogue: CATALOGUE,
      absent: ABSENT,
      calibration: CALIBRATION,
      other_things: OTHERS,
      other_things_calibration: OTHER_CALIBRATION,
    },
    machine: `${cpus().length} x ${cpus()[0]?.model ?? 'cpu'}, load average ${loadavg()[0]!.toFixed(1)} at the end (the bench's own work included; say in the commit whether anything else ran)`,
    measuredAt: new Date().toISOString(),
  };
  console.table(
    Object.fromEntries(
      Object.entries(results).map(([name, r]) => [
        name,
        Object.fromEntries(Object.entries(r).map(([k, v]) => [k, round(v)])),
      ]),
    ),
  );
  console.table({
    '2,000 pictures': {
      p50_ms: round(at2k.p50),
      p95_ms: round(at2k.p95),
      cpu_p95_ms: round(at2k.cpuP95),
      search_cpu_p95_ms: round(at2k.searchCpuP95),
    },
    '100,000 pictures': {
      p50_ms: round(at100k.p50),
      p95_ms: round(at100k.p95),
      cpu_p95_ms: round(at100k.cpuP95),
      search_cpu_p95_ms: round(at100k.searchCpuP95),
      build_s: round((featuresS * 100_000) / Math.max(1, buildPictures) + at100k.fillMs / 1000),
      vector_mb: round(at100k.vectorMb),
      lists_s: round(at100k.listsMs / 1000),
      lists_agree_with_scan: at100k.agree,
    },
  });
  writeFileSync('bench/results/image-search.json', JSON.stringify(figures, null, 2) + '\n');
  console.log('bench/results/image-search.json written');
}
