/**
 * A template's text (docs/rules/templates.md#d12.2): the textarea, buttons that insert each variable where the caret is,
 * and the preview filled with the sample values as it is typed, with what the save would refuse.
 */
import { useId, useRef } from 'react';
import {
  TEMPLATE_BODY_MAX,
  TEMPLATE_VARIABLE_NAMES,
  type TemplateVariable,
  templateProblem,
  variableToken,
} from '../../contract';
import { templatesCatalog } from '../../locales/templates';
import { Button } from '../../ui/button';
import { TextAreaField } from '../../ui/text-area-field';
import { useT } from '../../ui/use-t';
import { sayProblem } from './template-problem';
import { previewOf } from './template-sample';

interface BodyEditorProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

export function BodyEditor({ value, error, onChange }: BodyEditorProps) {
  const frame = useRef<HTMLDivElement>(null);
  const previewId = useId();
  const t = useT(templatesCatalog);

  /** The variable replaces the selection (or goes where the caret is), and typing goes on after it. */
  const insert = (name: TemplateVariable) => {
    const area = frame.current?.querySelector('textarea');
    const token = variableToken(name);
    const start = area?.selectionStart ?? value.length;
    const end = area?.selectionEnd ?? value.length;
    const next = `${value.slice(0, start)}${token}${value.slice(end)}`;
    if (next.length > TEMPLATE_BODY_MAX) return;
    onChange(next);
    // After React has written the new text into the textarea.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  };

  // Once a save was refused the field shows why; before, the same check speaks under the preview.
  const problem = error ? null : templateProblem(value);
  return (
    <div className="rl-stack" ref={frame}>
      <TextAreaField
        label={t('templates.message')}
        rows={5}
        maxLength={TEMPLATE_BODY_MAX}
        value={value}
        error={error && sayProblem(error, t)}
        onChange={onChange}
      />
      <fieldset className="rl-row rl-bare-group">
        <legend className="rl-muted">{t('templates.insertVariable')}</legend>
        {TEMPLATE_VARIABLE_NAMES.map((name) => (
          <Button
            key={name}
            className="rl-btn--small"
            title={variableToken(name)}
            onClick={() => insert(name)}
          >
            {t(`templates.variable.${name}`)}
          </Button>
        ))}
      </fieldset>
      <section className="rl-stack" aria-labelledby={previewId}>
        <h3 id={previewId}>{t('templates.preview')}</h3>
        <p className="rl-generated">{value.trim() ? previewOf(value) : t('templates.previewEmpty')}</p>
        {problem ? (
          <p className="rl-error" role="status">
            {sayProblem(problem, t)}
          </p>
        ) : null}
      </section>
    </div>
  );
}
