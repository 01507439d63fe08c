/** POST /rental/extract-post: a post's text read into Create Rental's fields, nothing saved (docs/rules/leads.md#d5.22). */
import type { FastifyInstance } from 'fastify';
import { postExtractApi } from '../../../../src/contract';
import { extractPost } from '../../../../src/contract/post-extract';
import { route, success } from '../../lib/route';

export default async function extractPostRoute(app: FastifyInstance) {
  route(app, postExtractApi.extract, async ({ body }) =>
    success(postExtractApi.extract, extractPost(body.text, { country: app.config.phoneCountry })),
  );
}
