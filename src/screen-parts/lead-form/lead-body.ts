/** The lead form's fields as the body Create Rental and a correction send (docs/rules/leads.md, "Validation"). */
import { type CreateRentalInput, type FieldError, INVALID_NUMBER } from '../../contract';
import { isWholeNumber } from '../../lib/phone';

/**
 * The checked fields, refused under the number when it fails the server's phone rule in the page's country
 * (rl-phone-country) before anything is sent; a blank screenshot link is left out rather than stored empty.
 */
export function leadBody(
  input: CreateRentalInput | null,
  showErrors: (errors: FieldError[]) => void,
): CreateRentalInput | null {
  if (!input) return null;
  if (!isWholeNumber(input.number)) {
    showErrors([{ path: 'number', message: INVALID_NUMBER }]);
    return null;
  }
  const { ss_link, ...required } = input;
  return ss_link ? input : required;
}
