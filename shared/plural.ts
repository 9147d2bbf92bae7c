type Forms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<string, Intl.PluralRules>();

/** The CLDR plural form of `n` in `locale` (Russian few/many, Arabic two/few/many…). */
export function plural(locale: string, n: number, forms: Forms): string {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return forms[r.select(n)] ?? forms.other;
}
