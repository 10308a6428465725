// The QR/barcode scanner overlay (spec sections 2, 4, 8, 9; issue 26): the rear camera's view with its 350×350 scan
// box and a cancel button, or why there is none. The camera is started here, not in the machine, because
// html5-qrcode draws into this element; it is loaded only when the overlay opens (src/lib/codeReader.ts).
import { useEffect, useId, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SCANNER } from '../../../protocol/constants';
import type { ScanProblem } from '../../../machines/scanner';
import { useVisitor } from '../../lib/visitor';
import { loadCodeReader, readerConfig } from '../../lib/codeReader';
import { useScanner } from './scannerActor';
import './scanner.css';

const PROBLEMS: Record<Exclude<ScanProblem, 'other'>, MessageDescriptor> = {
  // Spec section 8, the two camera messages.
  permission: msg`You need to grant camera access permissions`,
  unsupported: msg`Your browser does not support scanning codes`,
  notOurCode: msg`This code is not a product of this catalogue.`,
  offShelf: msg`This product is off the shelf.`,
};

function CameraView() {
  const { scanner } = useVisitor();
  const elementId = `scanner-${useId().replace(/:/g, '')}`;
  useEffect(() => {
    let stopped = false;
    let stop: () => Promise<void> = async () => {};
    void (async () => {
      try {
        const library = await loadCodeReader();
        if (stopped) return;
        const reader = new library.Html5Qrcode(elementId, readerConfig(library));
        stop = async () => {
          if (reader.isScanning) await reader.stop();
          reader.clear();
        };
        await reader.start(
          { facingMode: SCANNER.facingMode },
          // A square view, so the 350 px scan box fits inside it on desktop and on a phone.
          { fps: SCANNER.fps, qrbox: { width: SCANNER.boxPx, height: SCANNER.boxPx }, aspectRatio: 1 },
          (text) => scanner.send({ type: 'DECODED', text }),
          () => {}, // called for every frame without a code
        );
        // Closed while the browser was still asking for the camera.
        if (stopped) return void stop().catch(() => {});
        scanner.send({ type: 'CAMERA_STARTED' });
      } catch {
        if (!stopped) scanner.send({ type: 'CAMERA_FAILED' });
      }
    })();
    return () => {
      stopped = true;
      void stop().catch(() => {});
    };
  }, [scanner, elementId]);
  return <div id={elementId} className="scanner__view" dir="ltr" />;
}

export function ScannerOverlay() {
  const { i18n } = useLingui();
  const { scanner } = useVisitor();
  const { state, problem, message } = useScanner((c) => ({ state: c.state, problem: c.problem, message: c.message }));
  const cancel = useRef<HTMLButtonElement>(null);
  const open = state === 'askingCamera' || state === 'scanning' || state === 'failed';
  useEffect(() => {
    if (open) cancel.current?.focus();
  }, [open]);
  if (!open) return null;
  const close = () => scanner.send({ type: 'CANCEL' });
  return (
    <div
      className="scanner"
      role="dialog"
      aria-modal="true"
      aria-labelledby="scanner-title"
      onKeyDown={(e) => e.key === 'Escape' && close()}
    >
      <div className="scanner__panel">
        <h2 id="scanner-title" className="scanner__title">
          <Trans>Scan a product code</Trans>
        </h2>
        {state === 'failed' ? (
          <p className="scanner__problem" role="alert">
            {problem === 'other' ? message : problem ? i18n._(PROBLEMS[problem]) : null}
          </p>
        ) : (
          <>
            <CameraView />
            <p className="scanner__hint" role="status">
              {state === 'askingCamera' ? (
                <Trans>Starting the camera…</Trans>
              ) : (
                <Trans>Hold a product’s QR code or barcode inside the square.</Trans>
              )}
            </p>
          </>
        )}
        <div className="scanner__actions">
          {state === 'failed' && (problem === 'notOurCode' || problem === 'offShelf' || problem === 'other') && (
            <button type="button" className="button button--primary" onClick={() => scanner.send({ type: 'OPEN' })}>
              <Trans>Scan again</Trans>
            </button>
          )}
          <button ref={cancel} type="button" className="button" onClick={close}>
            {state === 'failed' ? <Trans>Close</Trans> : <Trans>Cancel</Trans>}
          </button>
        </div>
      </div>
    </div>
  );
}
