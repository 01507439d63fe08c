/** Message templates for the stories of the template editor and of Collect's first message. */
import { DEFAULT_TEMPLATES, type MessageTemplate } from '../src/contract';

/** The install's defaults, as a fresh database lists them. */
export const defaultTemplates: MessageTemplate[] = DEFAULT_TEMPLATES.map(({ name, body }, i) => ({
  _id: `tp-d${i + 1}`,
  name,
  body,
  group: null,
  updatedAt: '2026-03-01T12:00:00.000Z',
  updatedBy: null,
}));

/** Adam Admin's group's own, written by him. */
export const adamsTemplate: MessageTemplate = {
  _id: 'tp-1',
  name: 'Visit this week',
  body: 'Hi {client_name}! {picker_name} here. Is {address} still free for {rent}? Could I visit this week?',
  group: { _id: 'u-ad', name: 'Adam Admin' },
  updatedAt: '2026-03-02T15:00:00.000Z',
  updatedBy: { _id: 'u-ad', name: 'Adam Admin' },
};

/** Another group's, which only the super-admin reads. */
export const almasTemplate: MessageTemplate = {
  _id: 'tp-2',
  name: 'Hola',
  body: 'Hola {client_name}, soy {picker_name}. ¿Sigue disponible?',
  group: { _id: 'ad-2', name: 'Alma Ortiz' },
  updatedAt: '2026-03-02T16:30:00.000Z',
  updatedBy: { _id: 'u-sa', name: 'Sofia Super' },
};

/** What Adam Admin, his leaders and his pickers read: his group's, then the defaults. */
export const groupTemplates: MessageTemplate[] = [adamsTemplate, ...defaultTemplates];
/** What the super-admin reads without a group chosen. */
export const everyTemplate: MessageTemplate[] = [adamsTemplate, almasTemplate, ...defaultTemplates];
