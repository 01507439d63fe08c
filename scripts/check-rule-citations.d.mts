/** Types of check-rule-citations.mjs, for the tests that call it. */
export interface CitationProblem {
  file: string;
  line: number;
  problem: string;
}

export interface CommentLine {
  line: number;
  text: string;
}

export declare const SOURCE_DIRS: string[];

export declare function checkRuleCitations(options?: { root?: string; dirs?: string[] }): {
  problems: CitationProblem[];
  files: number;
  citations: number;
  defined: string[];
};

export declare function commentsOf(path: string, text: string): CommentLine[];

export declare function citationsIn(text: string): { ids: string[]; outside: string[] };

export declare function anchorsOf(text: string): { id: string; line: number }[];
