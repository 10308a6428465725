// The scanner's one call (WebsiteShareAnalysisCode, docs/protocol.md): which product a scanned text names.
import { api } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { ScanAnswer } from '../../../machines/scanner';

/** A refusal is an answer the overlay words itself (not our code / off the shelf); anything else stays an error. */
export async function analyseCode(qRCode: string): Promise<ScanAnswer> {
  try {
    return await api.call('WebsiteShareAnalysisCode', { qRCode });
  } catch (error) {
    if (error instanceof ApiError && error.reason === 'noSuchProduct') return { refused: 'notOurCode' };
    if (error instanceof ApiError && error.reason === 'unavailableProducts') return { refused: 'offShelf' };
    throw error;
  }
}
