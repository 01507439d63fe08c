/** The sample lead an editor's previews are filled with (docs/rules/templates.md#d12.5): a template reads as a picker's would. */
import { fillTemplate, type TemplateValues } from '../../contract';

export const SAMPLE_VALUES: TemplateValues = {
  client_name: 'Maria',
  picker_name: 'Pete Picker',
  rent: '$750',
  address: '12 Main St, Springfield',
  details: '2 bedrooms, 1 bath',
};

export const previewOf = (body: string) => fillTemplate(body, SAMPLE_VALUES);
