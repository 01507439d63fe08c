/** Types of check-rule-citations.mjs, for the tests that call it. */
export interface CitationProblem {
  file: string;
  line: number;
  problem: string;
}

export declare const SOURCE_DIRS: string[];

export declare function checkRuleCitations(options?: { root?: string; dirs?: string[] }): {
  problems: CitationProblem[];
  files: number;
  citations: number;
  defined: string[];
};

export declare function citationsIn(text: string): { ids: string[]; outside: boolean };

export declare function anchorsOf(markdown: string): { id: string; line: number; heading?: boolean }[];
