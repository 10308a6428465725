// A QR code whose library loads and whose drawing runs only once its place nears the screen, in a task of its own:
// encoding a link and scoring its eight masks cost a phone's main thread tens of milliseconds, which inside the
// product detail's first render made one long task of it, and the detail's code sits below a phone's first screen
// (issue 29, TBT). The stand-in has the code's size, so nothing moves when the code arrives.
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import type { QRCodeSVG as Library } from 'qrcode.react';
import { useNearScreen } from './useNearScreen';

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
  const place = useNearScreen<HTMLSpanElement>();
  const standIn = (
    <span
      ref={place.ref}
      className={standInClassName}
      style={{ display: 'block', inlineSize: props.size, blockSize: props.size }}
      aria-hidden="true"
    />
  );
  if (!place.near) return standIn;
  return (
    <Suspense fallback={standIn}>
      <QRCodeSVG {...props} />
    </Suspense>
  );
}
