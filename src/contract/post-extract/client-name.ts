/**
 * The client's name (docs/rules/leads.md#d5.22): only a name the post signs with or asks for
 * ("Contact Maria", "ask for John", "pregunta por Ana", "- Rosa"), never a word that merely starts
 * with a capital.
 */

export interface FoundName {
  value: string;
  source: string;
}

const NAME_WORD = `[A-ZÁÉÍÓÚÑ][a-záéíóúñ'’]+|[A-ZÁÉÍÓÚÑ]{2,}`;
const TITLE = String.raw`(?:(?:Mr|Mrs|Ms|Miss|Dr|Don|Doña|Sr|Sra|Srta)\.?\s+)?`;
const NAME = `(${TITLE}((?:${NAME_WORD})(?:[ ](?:${NAME_WORD}))?))`;
const LEADS = [
  String.raw`(?:(?:call|text|txt)(?:\s*(?:or|\/|&)\s*(?:call|text|txt))?|contact|ask for|message|msg|dm|pm|reach out to|speak (?:to|with)|talk to)(?:\s+(?:me|us|owner|landlord))?(?:\s*[:,-])?`,
  `(?:pregunt(?:a|ar|e)n? por|llam(?:a|ar|e)n? a|comun[ií]c(?:ate|arse|ense) con|contact(?:ar|e|en) a|habl(?:a|ar|e)n? con|escrib(?:a|ir|e|an) a)`,
  `(?:(?:(?:my|his|her|their|(?:the )?(?:landlord|owner)[’']?s)\\s+)?name is|this is|i am|i'm|me llamo|mi nombre es|soy)`,
  String.raw`(?:contact name|contacto|owner|landlord|agent|manager|due[nñ]o|due[nñ]a|propietari[oa]|name|nombre|info|información)\s*[:\-–—]`,
  String.raw`(?:thanks|thank you|gracias|saludos|regards|bendiciones|blessings)\s*[,!.]?`,
];
// The name is looked at, not taken, so a lead followed by no name leaves it to the next lead.
const LEAD = new RegExp(`(?<![\\p{L}])(?:${LEADS.join('|')})(?![\\p{L}])[ \\t]{0,3}(?=${NAME})`, 'giu');
// A dash or a tilde that signs the end of a line: '- Maria', '~ John'.
const SIGNATURE = new RegExp(`(?:^|\\s)[-–—~][ \\t]*(?=${NAME}[ \\t]*(?:$|\\n|[.!(]))`, 'gu');

// Right after a number: a name in brackets or after a title, '… 555-0184 (Amanda)', '… 555-0193 Ms. Pat'.
const AFTER_NUMBER = new RegExp(
  `^[ \\t,]*(?:\\(\\s*(?=${NAME}\\s*\\))|(?=((?:Mr|Mrs|Ms|Miss|Dr|Don|Doña|Sr|Sra|Srta)\\.?\\s+(${NAME_WORD}))))`,
  'u',
);

// Capitalised words that follow those leads without being names.
const NOT_NAMES = new Set(
  `me us now today asap anytime anyday or and for the at on to owner landlord agent info details
  number phone cell mobile text call message more with after before between monday tuesday wednesday
  thursday friday saturday sunday mon tue wed thu fri sat sun am pm only me at if please pls
  ya ahora hoy al el la los las por para del de y o con whatsapp mañana dueño dueña info facebook
  marketplace messenger inbox dm here this that below above house home apartment available
  disponible llame llamar ask interested serious no yes god dios you your everyone all management
  office leasing property team realty rentals rental thanks gracias contact call text ask good new used fair excellent like not thank`.split(
    /\s+/,
  ),
);

const titleCase = (word: string): string =>
  word === word.toUpperCase() ? word[0] + word.slice(1).toLowerCase() : word;

/** The name's own words: it ends at the first word that is not capitalised or not a name. */
function nameOf(raw: string): string | undefined {
  const kept: string[] = [];
  for (const word of raw.split(' ')) {
    if (NOT_NAMES.has(word.toLowerCase()) || !/^\p{Lu}/u.test(word)) break;
    kept.push(titleCase(word));
  }
  // Within the client name's 50 characters (docs/rules/leads.md, "Validation of a new lead").
  return kept.length > 0 ? kept.join(' ').slice(0, 50) : undefined;
}

/** The name in `text`; `afterNumbers` are where the post's numbers end, for a name written after one. */
export function findName(text: string, afterNumbers: number[] = []): FoundName | undefined {
  const found: Array<FoundName & { start: number }> = [];
  for (const end of afterNumbers) {
    const match = AFTER_NUMBER.exec(text.slice(end, end + 60));
    const value = match && nameOf(match[2] ?? match[4]!);
    if (!match || !value) continue;
    const start = end + match[0].search(/\S/);
    const nameEnd = end + match[0].length + (match[1] ?? match[3]!).length;
    // A bracketed name's source ends with its closing bracket.
    const sourceEnd = match[1] ? text.indexOf(')', nameEnd) + 1 : nameEnd;
    found.push({ value, source: text.slice(start, sourceEnd), start });
  }
  for (const pattern of [LEAD, SIGNATURE]) {
    for (const match of text.matchAll(pattern)) {
      const value = nameOf(match[2]!);
      if (!value) continue;
      const source = text.slice(match.index, match.index + match[0].length + match[1]!.length).trim();
      found.push({ value, source, start: match.index });
    }
  }
  const first = found.sort((a, b) => a.start - b.start)[0];
  return first && { value: first.value, source: first.source };
}
