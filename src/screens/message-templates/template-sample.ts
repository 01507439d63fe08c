/**
 * The sample lead an editor's previews are filled with (docs/rules/templates.md#d12.5): a template reads
 * as a picker's would. The sample speaks the template's own language (the guess of
 * docs/rules/leads.md#d5.19), whatever the screen's, so a preview never mixes two languages.
 */
import { fillTemplate, guessLeadLanguage, type Language, type TemplateValues } from '../../contract';

const SAMPLES: Record<Language, TemplateValues> = {
  en: {
    client_name: 'Maria',
    picker_name: 'Pete Picker',
    rent: '$750',
    address: '12 Main St, Springfield',
    details: '2 bedrooms, 1 bath',
  },
  es: {
    client_name: 'María',
    picker_name: 'Pedro Pérez',
    rent: '$750',
    address: 'Calle 50 #12, Ciudad de Panamá',
    details: '2 recámaras, 1 baño',
  },
};

export const previewOf = (body: string) => fillTemplate(body, SAMPLES[guessLeadLanguage(body)]);
