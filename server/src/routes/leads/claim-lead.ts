/** GET /rental/get-single-rental: the picker's held lead, a refusal with its reason, or a newly claimed lead. */
import type { FastifyInstance } from 'fastify';
import { leadsApi } from '../../../../src/contract';
import { route, success } from '../../lib/route';
import { claimLead } from '../../services/leads/claim-lead';

export default async function claimLeadRoute(app: FastifyInstance) {
  route(
    app,
    leadsApi.claim,
    async (request) => {
      const picker = request.claims;
      // Rule D9.2: the picker's group's board shows the claim; the answer does not wait for it.
      const claimed = await claimLead(app.db, picker, app.config.now(), () => app.notify.boardOf(picker._id));
      return success(leadsApi.claim, claimed);
    },
    { accountCheckedByRoute: true },
  );
}
