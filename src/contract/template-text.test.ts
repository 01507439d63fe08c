/** A template's text (docs/rules/templates.md#d12.2): the check that names what is wrong, and the filling for one lead. */
import { describe, expect, it } from 'vitest';
import {
  check,
  DEFAULT_TEMPLATES,
  fillTemplate,
  NewTemplateInput,
  type TemplateValues,
  templateProblem,
} from '.';

const VALUES: TemplateValues = {
  client_name: 'Maria',
  picker_name: 'Ana',
  rent: '$750',
  address: '12 Main St',
  details: '2 bedrooms',
};

describe('templateProblem', () => {
  it('passes text with no braces, every variable, and the defaults', () => {
    expect(templateProblem('Hello there')).toBeNull();
    expect(templateProblem('{client_name}{picker_name} {rent} {address} {details}')).toBeNull();
    for (const { body } of DEFAULT_TEMPLATES) expect(templateProblem(body)).toBeNull();
  });

  it('names an unknown variable, an empty pair of braces and an object key alike', () => {
    const known = 'the variables are {client_name}, {picker_name}, {rent}, {address}, {details}';
    expect(templateProblem('Hi {name}')).toBe(`Unknown variable {name}: ${known}`);
    expect(templateProblem('Hi {}')).toBe(`Unknown variable {}: ${known}`);
    expect(templateProblem('Hi { rent }')).toBe(`Unknown variable { rent }: ${known}`);
    expect(templateProblem('{constructor}')).toBe(`Unknown variable {constructor}: ${known}`);
  });

  it('names where a brace is left open or closed alone', () => {
    expect(templateProblem('Hi {client_name')).toBe('Unclosed brace at character 4: "{client_name" has no }');
    expect(templateProblem('{rent {address}')).toBe('Unclosed brace at character 1: "{rent " has no }');
    expect(templateProblem('{rent} and }')).toBe('Unbalanced brace at character 12: this } has no {');
  });
});

describe('fillTemplate', () => {
  it('puts each value in place of its variable, as often as it is named', () => {
    expect(
      fillTemplate(
        'Hi {client_name}, {picker_name} here. {client_name}: {rent} at {address} ({details})',
        VALUES,
      ),
    ).toBe('Hi Maria, Ana here. Maria: $750 at 12 Main St (2 bedrooms)');
  });

  it('takes values as text, never as more variables or replacement patterns', () => {
    const tricky = { ...VALUES, client_name: '{picker_name} $& $1' };
    expect(fillTemplate('Hi {client_name} from {picker_name}', tricky)).toBe(
      'Hi {picker_name} $& $1 from Ana',
    );
  });
});

describe('NewTemplateInput', () => {
  it('trims the name and text and refuses a text with a bad brace under its own field', () => {
    expect(check(NewTemplateInput, { name: ' Hi ', body: ' {rent} ' })).toEqual({
      ok: true,
      value: { name: 'Hi', body: '{rent}' },
    });
    expect(check(NewTemplateInput, { name: 'Hi', body: '{rent' })).toEqual({
      ok: false,
      errors: [{ path: 'body', message: 'Unclosed brace at character 1: "{rent" has no }' }],
    });
  });
});
