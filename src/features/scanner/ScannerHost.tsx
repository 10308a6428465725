// Where the scanner lives on the catalogue's pages: its overlay, and the product a scan found opened with
// isScanCode=1 (spec section 2 route query) on the visitor's share.
import { useEffect } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { useVisitor } from '../../lib/visitor';
import { useShareCode } from '../../lib/useShareCode';
import { ScannerOverlay } from './ScannerOverlay';

export function ScannerHost() {
  const { scanner } = useVisitor();
  const navigate = useNavigate();
  const id = useShareCode() ?? undefined;
  useEffect(() => {
    const subscription = scanner.on('productFound', ({ productNumber }) => {
      void navigate({ to: '/productDetails', search: { productNumber, id, isScanCode: 1 } as never });
    });
    return () => subscription.unsubscribe();
  }, [scanner, navigate, id]);
  return <ScannerOverlay />;
}
