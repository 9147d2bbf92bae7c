/**
 * Character attributes, as the lower-case English words the wire uses
 * (docs/api.md, Custom characters). The UI translates them; the server stores them as they are.
 */
export const genders = ['woman', 'man'] as const;
export const ethnicities = ['american', 'asian', 'arab', 'latina', 'german', 'japanese', 'indian', 'italian', 'russian'] as const;
export const eyeColors = ['brown', 'blue', 'green', 'gray'] as const;
export const hairstyles = ['straight', 'braids', 'bangs', 'curly', 'bun', 'short', 'long', 'ponytail', 'pigtails'] as const;
export const hairColors = ['black', 'brown', 'blonde', 'red', 'gray', 'white', 'dyed'] as const;
export const bodies = ['super skinny', 'skinny', 'curvy', 'voluptuous', 'bbw'] as const;
export const sizes = ['small', 'medium', 'large', 'huge'] as const;
export const clothings = [
  'casual',
  'summer dress',
  'evening gown',
  'business suit',
  'jeans and tee',
  'sweater',
  'hoodie',
  'leather jacket',
  'sportswear',
  'yoga outfit',
  'bikini',
  'swimsuit',
  'lingerie',
  'silk robe',
  'pajamas',
  'kimono',
  'qipao',
  'sari',
  'cheerleader',
  'nurse',
  'maid',
  'police',
  'office lady',
  'cocktail dress',
  'cosplay',
  'boho',
] as const;
export const kinks = [
  'romantic',
  'teasing',
  'roleplay',
  'dominance',
  'submission',
  'praise',
  'slow burn',
  'cuddling',
  'dirty talk',
  'voyeurism',
  'exhibitionism',
  'feet',
  'lingerie',
  'massage',
  'spanking',
  'bondage',
  'costumes',
  'public',
  'jealousy',
  'aftercare',
] as const;
export const occupations = [
  'student',
  'teacher',
  'nurse',
  'doctor',
  'lawyer',
  'artist',
  'model',
  'singer',
  'dancer',
  'chef',
  'fitness coach',
  'secretary',
  'flight attendant',
  'police officer',
  'streamer',
] as const;
export const personalities = [
  'caregiver',
  'sage',
  'innocent',
  'seductress',
  'dominant',
  'submissive',
  'lover',
  'zealot',
  'apathetic',
  'confidant',
] as const;
export const relationships = [
  'classmate',
  'colleague',
  'mentor',
  'girlfriend',
  'friends with benefits',
  'wife',
  'mistress',
  'friend',
  'stepdaughter',
  'stepmother',
  'teacher',
] as const;

export type Ethnicity = (typeof ethnicities)[number];
export type EyeColor = (typeof eyeColors)[number];
export type Hairstyle = (typeof hairstyles)[number];
export type HairColor = (typeof hairColors)[number];
export type Body = (typeof bodies)[number];
export type Size = (typeof sizes)[number];
export type Clothing = (typeof clothings)[number];
export type Kink = (typeof kinks)[number];
export type Occupation = (typeof occupations)[number];
export type Personality = (typeof personalities)[number];
export type Relationship = (typeof relationships)[number];

/** The structured appearance every image of a character is drawn from. */
export interface Appearance {
  style: 'REALITY' | 'ANIMATE';
  age: number;
  ethnicity: Ethnicity;
  eyeColor: EyeColor;
  hairstyle: Hairstyle;
  hairColor: HairColor;
  body: Body;
  breast: Size;
  hip: Size;
  clothing: Clothing;
}

/** Gifts a user can send in chat; coin prices decided here, Premium-only ones flagged. */
export const gifts = [
  { id: 'rose', emoji: '🌹', name: 'Rose', price: 10, premiumOnly: false },
  { id: 'coffee', emoji: '☕', name: 'Coffee', price: 15, premiumOnly: false },
  { id: 'chocolate', emoji: '🍫', name: 'Chocolates', price: 20, premiumOnly: false },
  { id: 'teddy', emoji: '🧸', name: 'Teddy bear', price: 40, premiumOnly: false },
  { id: 'wine', emoji: '🍷', name: 'Wine', price: 60, premiumOnly: false },
  { id: 'perfume', emoji: '💐', name: 'Bouquet', price: 80, premiumOnly: false },
  { id: 'necklace', emoji: '💎', name: 'Diamond necklace', price: 200, premiumOnly: true },
  { id: 'trip', emoji: '🏝️', name: 'Weekend getaway', price: 500, premiumOnly: true },
] as const;
export type GiftId = (typeof gifts)[number]['id'];
export const FREE_DAILY_GIFT_LIMIT = 3;
