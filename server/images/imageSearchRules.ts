// The image search's figures (issue 27), tuned on bench/imageSearch.ts's calibration queries.
import { UPLOAD_LIMIT_BYTES } from '../../protocol/constants';

/** Below this best similarity the answer says nothing in the catalogue is close, rather than showing junk. */
export const NOTHING_CLOSE_BELOW = 0.76;
/** The most products one answer shows. */
export const RESULTS = 24;
/** Spec section 5: pictures at most 5 MB (the browser compresses at quality 0.7 first, section 9). */
export const IMAGE_SEARCH_LIMIT_BYTES: number = UPLOAD_LIMIT_BYTES.home;
