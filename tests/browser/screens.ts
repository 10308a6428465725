// Screens captured only for a person to open and look at (1440 and 390 px, a left-to-right and a right-to-left
// language), asserting nothing: they run with SCREENS=1 (`npm run screens`), not in every `npm test`, where they took
// about 150 s of a CI run that nobody looked at (session 21). Screens that also check the layout stay in every run.
import { it } from 'vitest';

export const itTakesScreens = it.runIf(Boolean(process.env.SCREENS));
