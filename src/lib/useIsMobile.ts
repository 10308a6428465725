import { useEffect, useState } from 'react';
import { MOBILE_MAX_WIDTH, RESIZE_WAIT_MS } from '../../protocol/constants';

/** Phones get the mobile design and loginType 4 (spec section 9): one breakpoint, also in the CSS (src/app/styles/*.css).
 *  Asked as the CSS asks it: on a phone `innerWidth` is the layout viewport, which lays the whole page out to answer
 *  (7–12 ms inside the first render of every module page on the test VM, issue 29); a media query does not. */
export const isMobileScreen = () =>
  typeof window !== 'undefined' &&
  (typeof window.matchMedia === 'function'
    ? window.matchMedia(`(max-width: ${MOBILE_MAX_WIDTH}px)`).matches
    : window.innerWidth <= MOBILE_MAX_WIDTH);

/** isMobile from the viewport width, re-read 500 ms after resizing stops (spec section 9). */
export function useIsMobile() {
  const [mobile, setMobile] = useState(isMobileScreen);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setMobile(isMobileScreen()), RESIZE_WAIT_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return mobile;
}
