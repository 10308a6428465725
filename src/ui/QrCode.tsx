// A QR code whose library loads on first use and whose drawing runs in a task of its own, after the page around it:
// encoding a link and scoring its eight masks cost a phone's main thread tens of milliseconds, which inside the
// product detail's first render made one long task of it (issue 29, TBT). The stand-in has the code's size, so
// nothing moves when the code arrives.
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { QRCodeSVG as Library } from 'qrcode.react';

/** Fetches the library ahead of use (e.g. as the pointer reaches a button that opens codes). */
export const loadQrCode = () => import('qrcode.react');
type CodeProps = ComponentProps<typeof Library>;
// A library that does not arrive (a dropped connection) leaves no code rather than a failed page: the code is a
// convenience beside the product.
const NoCode: ComponentType<CodeProps> = () => null;
const QRCodeSVG = lazy(() =>
  loadQrCode().then(
    (m): { default: ComponentType<CodeProps> } => ({ default: m.QRCodeSVG }),
    () => ({ default: NoCode }),
  ),
);

type Props = CodeProps & { size: number; standInClassName?: string };

export function QrCode({ standInClassName, ...props }: Props) {
  return (
    <Suspense
      fallback={
        <span
          className={standInClassName}
          style={{ display: 'block', inlineSize: props.size, blockSize: props.size }}
          aria-hidden="true"
        />
      }
    >
      <QRCodeSVG {...props} />
    </Suspense>
  );
}
