export interface LegalSection {
  heading: string;
  body: string;
}
export interface LegalDoc {
  title: string;
  updated: string;
  sections: LegalSection[];
}
