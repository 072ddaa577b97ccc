/** The shape of the manual's text: a chapter per module, a section per screen or task. */

export interface Both {
  bn: string;
  en: string;
}

/** Demo accounts the screenshot script signs in as (README lists them). */
export type Persona = 'superadmin' | 'support' | 'officeadmin' | 'officer' | 'school' | 'exam';

export interface ManualSection {
  /** Unique within the chapter; also the screenshot's file name after the chapter id. */
  key: string;
  title: Both;
  /** The screen this section describes, when it has one; the section links to it. */
  path?: string;
  /** Who is signed in on the screenshot; a section without one has no picture. */
  shot?: Persona;
  /** Paragraphs or steps, in each language. */
  body: { bn: string[]; en: string[] };
}

export interface ManualChapter {
  /** The web module's id (manual.paths maps a few modules onto a shared chapter). */
  id: string;
  title: Both;
  summary: Both;
  /** Who uses the module, by the names a person knows. */
  who: Both;
  sections: ManualSection[];
}

export type Lang = 'bn' | 'en';
