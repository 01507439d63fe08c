/** Every error of the deal form at once: the contract's fields, the text of Other, and the image. */
import {
  type CloseDealInput,
  CloseDealInput as CloseDealSchema,
  check,
  checkOtherPayment,
  type FieldError,
  IMAGE_REQUIRED,
} from '../../contract';

export type CloseDealValues = {
  client_email: string;
  payment_method: string;
  payment_other: string;
  /** Named as the server names the file field, so its field errors land under the input. */
  closing_image: File | null;
};

export type CheckedDeal =
  | { ok: true; input: CloseDealInput; image: File }
  | { ok: false; errors: FieldError[] };

export function checkCloseDeal(values: CloseDealValues): CheckedDeal {
  const result = check(CloseDealSchema, values);
  const errors = result.ok ? [] : [...result.errors];
  const other = checkOtherPayment({
    payment_method: values.payment_method,
    payment_other: values.payment_other.trim(),
  } as CloseDealInput);
  if (other !== true && !errors.some((e) => e.path === 'payment_other')) {
    errors.push({ path: 'payment_other', message: other });
  }
  if (!values.closing_image) errors.push({ path: 'closing_image', message: IMAGE_REQUIRED });
  if (!result.ok || errors.length > 0 || !values.closing_image) return { ok: false, errors };
  return { ok: true, input: result.value, image: values.closing_image };
}
