/**
 * Why a template's text cannot be saved (the contract's templateProblem, or the server's refusal of a
 * save, both in English) in the screen's language: the contract writes the reason as words with the
 * brace's place in them, so each of its three shapes is read back into its values here.
 */
import type { templatesCatalog } from '../../locales/templates';
import type { Translate } from '../../ui/use-t';

type TemplatesKey = keyof typeof templatesCatalog.en;

const SHAPES: [RegExp, TemplatesKey, (match: RegExpExecArray) => Record<string, string>][] = [
  [
    /^Unclosed brace at character (\d+): "([\s\S]*)" has no \}$/,
    'templates.unclosed',
    ([, at, excerpt]) => ({ at: at ?? '', excerpt: excerpt ?? '' }),
  ],
  [
    /^Unbalanced brace at character (\d+): this \} has no \{$/,
    'templates.unbalanced',
    ([, at]) => ({ at: at ?? '' }),
  ],
  [
    /^Unknown variable \{([\s\S]*)\}: the variables are (.*)$/,
    'templates.unknownVariable',
    ([, name, known]) => ({ name: name ?? '', known: known ?? '' }),
  ],
];

/** The problem in the screen's language; any other text (a length, a required text) as it came. */
export function sayProblem(problem: string, t: Translate<TemplatesKey>): string {
  for (const [shape, id, values] of SHAPES) {
    const match = shape.exec(problem);
    if (match) return t(id, values(match));
  }
  return problem;
}
