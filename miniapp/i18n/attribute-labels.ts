import { t } from '@lingui/core/macro';
import type {
  Body,
  Clothing,
  Ethnicity,
  EyeColor,
  HairColor,
  Hairstyle,
  Kink,
  Occupation,
  Personality,
  Relationship,
  Size,
} from '../../shared/attributes.js';
import type { Style } from '../../shared/enums.js';

/**
 * Every attribute value of shared/attributes.ts in the UI language. The wire keeps the English
 * words; only what the user reads is translated. Call these during render so a language switch
 * re-labels everything.
 */
export const styleLabel = (v: Style) => (v === 'REALITY' ? t`Realistic` : t`Anime`);

export const ethnicityLabel = (v: Ethnicity) =>
  ({
    american: t`American`,
    asian: t`Asian`,
    arab: t`Arab`,
    latina: t`Latina`,
    german: t`German`,
    japanese: t`Japanese`,
    indian: t`Indian`,
    italian: t`Italian`,
    russian: t`Russian`,
  })[v];

/** Eyes and hair share colour words in English, not in every language (Russian карие глаза, каштановые волосы). */
export const eyeColorLabel = (v: EyeColor) =>
  ({
    brown: t({ message: 'Brown', context: 'eye colour' }),
    blue: t`Blue`,
    green: t`Green`,
    gray: t({ message: 'Gray', context: 'eye colour' }),
  })[v];

export const hairstyleLabel = (v: Hairstyle) =>
  ({
    straight: t`Straight`,
    braids: t`Braids`,
    bangs: t`Bangs`,
    curly: t`Curly`,
    bun: t`Bun`,
    short: t`Short`,
    long: t`Long`,
    ponytail: t`Ponytail`,
    pigtails: t`Pigtails`,
  })[v];

export const hairColorLabel = (v: HairColor) =>
  ({ black: t`Black`, brown: t`Brown`, blonde: t`Blonde`, red: t`Red`, gray: t`Gray`, white: t`White`, dyed: t`Dyed` })[v];

export const bodyLabel = (v: Body) =>
  ({ 'super skinny': t`Super skinny`, skinny: t`Skinny`, curvy: t`Curvy`, voluptuous: t`Voluptuous`, bbw: t`BBW` })[v];

export const sizeLabel = (v: Size) => ({ small: t`Small`, medium: t`Medium`, large: t`Large`, huge: t`Huge` })[v];

export const clothingLabel = (v: Clothing) =>
  ({
    casual: t`Casual`,
    'summer dress': t`Summer dress`,
    'evening gown': t`Evening gown`,
    'business suit': t`Business suit`,
    'jeans and tee': t`Jeans and tee`,
    sweater: t`Sweater`,
    hoodie: t`Hoodie`,
    'leather jacket': t`Leather jacket`,
    sportswear: t`Sportswear`,
    'yoga outfit': t`Yoga outfit`,
    bikini: t`Bikini`,
    swimsuit: t`Swimsuit`,
    lingerie: t`Lingerie`,
    'silk robe': t`Silk robe`,
    pajamas: t`Pajamas`,
    kimono: t`Kimono`,
    qipao: t`Qipao`,
    sari: t`Sari`,
    cheerleader: t`Cheerleader`,
    nurse: t`Nurse outfit`,
    maid: t`Maid outfit`,
    police: t`Police uniform`,
    'office lady': t`Office lady`,
    'cocktail dress': t`Cocktail dress`,
    cosplay: t`Cosplay`,
    boho: t`Boho`,
  })[v];

export const kinkLabel = (v: Kink) =>
  ({
    romantic: t`Romantic`,
    teasing: t`Teasing`,
    roleplay: t`Roleplay`,
    dominance: t`Dominance`,
    submission: t`Submission`,
    praise: t`Praise`,
    'slow burn': t`Slow burn`,
    cuddling: t`Cuddling`,
    'dirty talk': t`Dirty talk`,
    voyeurism: t`Voyeurism`,
    exhibitionism: t`Exhibitionism`,
    feet: t`Feet`,
    lingerie: t`Lingerie`,
    massage: t`Massage`,
    spanking: t`Spanking`,
    bondage: t`Bondage`,
    costumes: t`Costumes`,
    public: t`Public`,
    jealousy: t`Jealousy`,
    aftercare: t`Aftercare`,
  })[v];

export const occupationLabel = (v: Occupation) =>
  ({
    student: t`Student`,
    teacher: t`Teacher`,
    nurse: t`Nurse`,
    doctor: t`Doctor`,
    lawyer: t`Lawyer`,
    artist: t`Artist`,
    model: t`Model`,
    singer: t`Singer`,
    dancer: t`Dancer`,
    chef: t`Chef`,
    'fitness coach': t`Fitness coach`,
    secretary: t`Secretary`,
    'flight attendant': t`Flight attendant`,
    'police officer': t`Police officer`,
    streamer: t`Streamer`,
  })[v];

export const personalityLabel = (v: Personality) =>
  ({
    caregiver: t`Caregiver`,
    sage: t`Sage`,
    innocent: t`Innocent`,
    seductress: t`Seductress`,
    dominant: t`Dominant`,
    submissive: t`Submissive`,
    lover: t`Lover`,
    zealot: t`Zealot`,
    apathetic: t`Apathetic`,
    confidant: t`Confidant`,
  })[v];

/** One line under each personality tile: what she is like. */
export const personalityHint = (v: Personality) =>
  ({
    caregiver: t`Warm, looks after you`,
    sage: t`Wise, calm advice`,
    innocent: t`Sweet and a little shy`,
    seductress: t`Flirty, knows what she wants`,
    dominant: t`Takes the lead`,
    submissive: t`Lets you lead`,
    lover: t`Affectionate and passionate`,
    zealot: t`Intense, all in`,
    apathetic: t`Cool, hard to impress`,
    confidant: t`Listens, keeps your secrets`,
  })[v];

export const relationshipLabel = (v: Relationship) =>
  ({
    classmate: t`Classmate`,
    colleague: t`Colleague`,
    mentor: t`Mentor`,
    girlfriend: t`Girlfriend`,
    'friends with benefits': t`Friends with benefits`,
    wife: t`Wife`,
    mistress: t`Mistress`,
    friend: t`Friend`,
    stepdaughter: t`Stepdaughter`,
    stepmother: t`Stepmother`,
    teacher: t`Teacher`,
  })[v];
