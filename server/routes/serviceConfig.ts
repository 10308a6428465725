// /api/ServiceConfig/* — the operator's maintenance switch as the browser sees it.
import type { FastifyInstance } from 'fastify';
import { defineCall } from '../http/protocol';
import type { AppContext } from '../context';

export function serviceConfigRoutes(app: FastifyInstance, { maintenance }: AppContext) {
  defineCall(app, 'GetUpgradeMaintenance', () => maintenance.read());
}
