import { extractFacts, statementsOf } from '../../providers/llm/offline/facts.js';
import { allPacks, packFor } from '../../providers/llm/offline/packs.js';
import { readPet } from '../../providers/llm/offline/pets.js';
import type { FactKind } from './limits.js';

export interface ExtractedFact {
  kind: FactKind;
  text: string;
}

/**
 * Dates, promises and the people in the user's life, in the major languages (the offline packs
 * already read name, age, place, job, likes and plans in every language, and pets.ts their pets).
 * Group 1 is the fact. Animals are pets: "I have a cat named Biscuit" was filed under the people.
 */
const EXTRA: Record<'date' | 'promise' | 'person', readonly RegExp[]> = {
  date: [
    /\bmy ((?:[\w'-]+ )?(?:birthday|anniversary|name day|wedding|graduation|exam|interview|surgery|flight|trip)\s+is\s+[^.!?;]{3,40})/iu,
    /\b(our (?:anniversary|first date)\s+(?:is|was)\s+[^.!?;]{3,40})/iu,
    /\bi was born (?:on|in)\s+([^.!?;]{3,30})/iu,
    /\bmi ((?:[\p{L}]+ )?(?:cumpleaños|aniversario|boda|examen|entrevista)\s+es\s+[^.!?;]{3,40})/iu,
    /\b(?:mon|ma) ((?:[\p{L}]+ )?(?:anniversaire|mariage|examen|entretien)\s+(?:est|c'est)\s+[^.!?;]{3,40})/iu,
    /\bmein(?:e)? ((?:[\p{L}]+ )?(?:Geburtstag|Jahrestag|Hochzeit|Prüfung)\s+ist\s+[^.!?;]{3,40})/iu,
    /\b(?:meu|minha) ((?:[\p{L}]+ )?(?:aniversário|casamento|prova|entrevista)\s+é\s+[^.!?;]{3,40})/iu,
    /\bil mio ((?:[\p{L}]+ )?(?:compleanno|anniversario|matrimonio|esame)\s+è\s+[^.!?;]{3,40})/iu,
    /(?:мой|моя) ((?:день рождения|годовщина|свадьба|экзамен|собеседование)\s+[^.!?;]{3,40})/iu,
    /(عيد ميلادي\s+[^.!?؟،]{3,30})/u,
    /(?:我的)?(生日是[^。！？,，]{2,15})/u,
    /(?:私の)?(誕生日は[^。！？、]{2,15})/u,
    /(?:내 )?(생일은\s*[^.!?]{2,15})/u,
  ],
  promise: [
    /\b(?:i promise(?: you)?|i swear)(?: (?:to|that i(?:'ll| will)|i(?:'ll| will)))?\s+([^.!?;]{4,60})/iu,
    /\bte prometo(?: que)?\s+([^.!?;]{4,60})/iu,
    /\bje (?:te |vous )?promets(?: de| que)?\s+([^.!?;]{4,60})/iu,
    /\bich verspreche(?: dir)?(?:,)?(?: dass)?\s+([^.!?;]{4,60})/iu,
    /\b(?:eu )?(?:te )?prometo(?: que)?\s+([^.!?;]{4,60})/iu,
    /\bti prometto(?: che| di)?\s+([^.!?;]{4,60})/iu,
    /(?:обещаю(?: тебе)?(?:,? что)?)\s+([^.!?;]{4,60})/iu,
    /(?:أعدك(?: أن| بأن)?)\s+([^.!?؟،]{4,60})/u,
    /(?:我答应你|我保证)([^。！？]{2,30})/u,
  ],
  person: [
    /\b[Mm]y ((?:little |big |older |younger |best )?(?:sister|brother|mom|mother|dad|father|friend|boss|roommate|cousin|grandma|grandpa|grandmother|grandfather)(?:'s name is| is called| is named|, | named )\s*\p{Lu}[\p{L}'-]{1,20})/u,
    /\b[Ii] have an? ((?:sister|brother) (?:named|called) \p{Lu}[\p{L}'-]{1,20})/u,
    /\b[Mm]i ((?:hermana|hermano|madre|padre|mamá|papá|amiga|amigo) se llama \p{Lu}[\p{L}-]{1,20})/u,
    /\b(?:[Mm]on|[Mm]a) ((?:sœur|frère|mère|père|ami|amie) s'appelle \p{Lu}[\p{L}-]{1,20})/u,
    /\b[Mm]ein(?:e)? ((?:Schwester|Bruder|Mutter|Vater|Freund|Freundin) heißt \p{Lu}[\p{L}-]{1,20})/u,
    /(?:[Мм]ою|[Мм]оего) ((?:сестру|брата|маму|папу|друга) зовут \p{Lu}[\p{L}-]{1,20})/u,
  ],
};

/** Everything the offline extractor reads in one user message: the packs' kinds plus the extra ones. */
export function extractOffline(text: string, lang: string): ExtractedFact[] {
  const pack = packFor(lang);
  const order = [pack, ...allPacks.filter((p) => p !== pack)];
  const out: ExtractedFact[] = extractFacts(text, order).map((f) => ({ kind: f.key, text: f.value }));
  // A question tells no fact: "Is my birthday on the 3rd?", "मेरी बिल्ली का नाम क्या है?".
  const statements = statementsOf(text);
  for (const [kind, patterns] of Object.entries(EXTRA) as Array<[keyof typeof EXTRA, readonly RegExp[]]>) {
    for (const re of patterns) {
      const m = re.exec(statements);
      const value = m?.[1]?.trim().replace(/[\s,.;:!?。！？،…]+$/u, '');
      if (value && value.length >= 3) {
        out.push({ kind, text: value });
        break;
      }
    }
  }
  const pet = readPet(text);
  if (pet) out.push({ kind: 'pet', text: pet });
  return out;
}
