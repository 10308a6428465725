// Spec section 4 "Export shows a progress overlay": the order's spreadsheet (returned raw) with the server's own
// progress (GetExportProgress, polled while the file is written), for the buyer's orders and the console alike.
import { api } from '../../api/client';
import { randomHex } from '../../lib/randomKey';

export interface ExportProgressFigures {
  count: number;
  totalCount: number;
  percentage: number;
}
const POLL_MS = 300;

/** `token`: the console sends its own (a buyer's export uses the app's). */
export async function exportOrderWithProgress(
  orderNumber: string,
  language: string,
  onProgress: (p: ExportProgressFigures) => void,
  token?: string,
) {
  const exportId = randomHex();
  let polling = true;
  void (async () => {
    while (polling) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      if (!polling) break;
      const progress = await api.call('GetExportProgress', { exportId }, { token }).catch(() => null);
      if (progress && polling) onProgress(progress);
    }
  })();
  try {
    return await api.download('ExportOrderDetailToExcel', { orderNumber, keyWord: language, exportId }, { token });
  } finally {
    polling = false;
  }
}

/** Hands a downloaded file to the browser's own save. */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
