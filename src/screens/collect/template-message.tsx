/**
 * The first message from a template (docs/rules/templates.md#d12.4): the picker chooses one of its group's templates or
 * a default, reads it filled for the rental, and copies it or opens it in WhatsApp or as an SMS to
 * the rental's number. Without templates (or when the list cannot be read) the card is the generator
 * of docs/rules/leads.md#d5.10 instead.
 */
import { type ReactNode, useEffect, useId } from 'react';
import { usePickerTemplates } from '../../api/templates/picker-templates';
import { fillTemplate, type MessageTemplate, type Rental } from '../../contract';
import { collectCatalog } from '../../locales/collect';
import { SelectField } from '../../ui/select-field';
import { useT } from '../../ui/use-t';
import { GenerateFirstMessage } from './generate-first-message';
import { useTemplateChoice } from './use-template-choice';

interface TemplateMessageProps {
  pickerName: string;
  lead: Rental | null;
  /** Shown while the templates load. */
  loading: ReactNode;
  /** The Copy button for a text, handed down from Collect's first paint (see first-message.tsx). */
  copyButton: (text: string) => ReactNode;
  /** Told the filled text, for WhatsApp on the held lead (docs/rules/claiming.md#d5.24). */
  onText: (text: string | null) => void;
}

export function TemplateMessage({ pickerName, lead, loading, copyButton, onText }: TemplateMessageProps) {
  // The lead's language, not the screen's (docs/rules/leads.md#d5.19).
  const templates = usePickerTemplates(lead?.language);
  if (templates.isPending) return loading;
  if (templates.isError || templates.data.length === 0)
    return (
      <GenerateFirstMessage pickerName={pickerName} lead={lead} copyButton={copyButton} onText={onText} />
    );
  return (
    <TemplateChoice
      templates={templates.data}
      pickerName={pickerName}
      lead={lead}
      copyButton={copyButton}
      onText={onText}
    />
  );
}

/** The links open the chat with the text in it; WhatsApp takes the E.164 digits without the +. */
const whatsAppLink = (number: string, text: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
const smsLink = (number: string, text: string) => `sms:${number}?body=${encodeURIComponent(text)}`;

interface TemplateChoiceProps
  extends Pick<TemplateMessageProps, 'pickerName' | 'lead' | 'copyButton' | 'onText'> {
  templates: MessageTemplate[];
}

function TemplateChoice({ templates, pickerName, lead, copyButton, onText }: TemplateChoiceProps) {
  const headingId = useId();
  const { chosen, choose } = useTemplateChoice(templates);
  const t = useT(collectCatalog);
  const text = lead
    ? fillTemplate(chosen.body, {
        client_name: lead.client_name,
        picker_name: pickerName,
        rent: lead.rent,
        address: lead.address,
        details: lead.houseApt_details,
      })
    : null;
  useEffect(() => onText(text), [onText, text]);
  return (
    <section className="rl-card rl-stack" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('collect.firstMessage')}</h2>
      <SelectField
        label={t('collect.template')}
        options={templates.map((template) => ({ value: template._id, label: template.name }))}
        value={chosen._id}
        onChange={choose}
      />
      {lead && text !== null ? (
        <>
          <p className="rl-generated" aria-live="polite">
            {text}
          </p>
          <div className="rl-row">
            {copyButton(text)}
            <a
              className="rl-btn rl-btn--small"
              href={whatsAppLink(lead.number, text)}
              target="_blank"
              rel="noopener"
            >
              {t('collect.whatsApp')}
              <span className="rl-visually-hidden">{t('collect.newTab')}</span>
            </a>
            <a className="rl-btn rl-btn--small" href={smsLink(lead.number, text)}>
              {t('collect.sms')}
            </a>
          </div>
        </>
      ) : (
        <p className="rl-muted">{t('collect.fillTemplate')}</p>
      )}
    </section>
  );
}
