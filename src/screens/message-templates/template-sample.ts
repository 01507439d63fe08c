/**
 * The sample lead an editor's previews are filled with (docs/rules/templates.md#d12.5): a template reads
 * as a picker's would. The details are words, so they come in the screen's language (templates.sampleDetails).
 */
import { fillTemplate, type TemplateValues } from '../../contract';

const SAMPLE_VALUES: Omit<TemplateValues, 'details'> = {
  client_name: 'Maria',
  picker_name: 'Pete Picker',
  rent: '$750',
  address: '12 Main St, Springfield',
};

export const previewOf = (body: string, details: string) => fillTemplate(body, { ...SAMPLE_VALUES, details });
