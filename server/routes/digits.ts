// The session's digit font (issue 26; server/services/digitFont.ts): any signed-in session may ask for its own.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../http/protocol';
import type { AppContext } from '../context';
import { sessionDigitKey } from '../http/digitScramble';
import { digitFont } from '../services/digitFont';

export const DIGIT_FONT_FAMILY = 'vitrine-digits';

export function digitRoutes(app: FastifyInstance, { db }: AppContext) {
  defineCall(app, 'GetDigitFont', async ({ session }) => ({
    family: DIGIT_FONT_FAMILY,
    font: Buffer.from(digitFont(await sessionDigitKey(db, session))).toString('base64'),
  }));
}
