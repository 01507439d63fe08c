/** The upload thread as `app.sheets`: uploads are unpacked and checked off the server's own thread. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SheetReader } from '../services/uploads/sheet-reader';

declare module 'fastify' {
  interface FastifyInstance {
    sheets: SheetReader;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const reader = new SheetReader(app.config.phoneCountry);
    app.decorate('sheets', reader);
    app.addHook('onClose', () => reader.close());
  },
  { name: 'sheet-reader' },
);
