// The scanner of the visitor system (src/lib/visitor.tsx): the call src/app/visitor.ts injects into
// machines/scanner.ts, and the hooks the overlay and the scan buttons read and drive it with.
import { useSelector } from '@xstate/react';
import type { ScannerCalls, ScannerContext } from '../../../machines/scanner';
import { apiErrorMessage } from '../../api/errorMessages';
import { i18n } from '../../lib/i18n';
import { useVisitor } from '../../lib/visitor';
import { analyseCode } from './api';

export const scannerCalls: ScannerCalls = {
  // Network trouble reaches the overlay already in the buyer's words.
  resolve: (text) =>
    analyseCode(text).catch((error: unknown) => Promise.reject(new Error(apiErrorMessage(i18n, error)))),
};

export const useScanner = <T>(select: (context: ScannerContext & { state: string }) => T) =>
  useSelector(useVisitor().scanner, (snapshot) => select({ ...snapshot.context, state: String(snapshot.value) }));
