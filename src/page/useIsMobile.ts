import { useEffect, useState } from 'react';
import { RESIZE_WAIT_MS } from '../../protocol/constants';

export const MOBILE_MAX_WIDTH = 767;
const isMobileNow = () => typeof window !== 'undefined' && window.innerWidth <= MOBILE_MAX_WIDTH;

/** isMobile from the viewport width, re-read 500 ms after resizing stops (spec section 9). */
export function useIsMobile() {
  const [mobile, setMobile] = useState(isMobileNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMobile(isMobileNow()), RESIZE_WAIT_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return mobile;
}
