/** What replaces the deal form when the lead's number is invalid: such a lead takes no deal. */
import { DEAL_ON_INVALID_NUMBER } from '../../contract';

export function InvalidNumberNotice() {
  return (
    <section className="rl-card rl-stack rl-notice" aria-label="Deal">
      <h2>Invalid number</h2>
      <p role="status">{DEAL_ON_INVALID_NUMBER}</p>
    </section>
  );
}
