/** One section of a legal page: a heading, its paragraphs and an optional bullet list. */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

/** A complete legal page (Terms, Privacy, Return Policy) as rendered by the legal page component. */
export interface LegalDocument {
  title: string;
  updated: string;
  summary: string;
  sections: LegalSection[];
}
