/** Catalogue tags. Characters reference these by name. */
export type DemoTagCategory = 'personality' | 'scenario' | 'appearance' | 'relationship' | 'style';

export interface DemoTag {
  id: string;
  name: string;
  category: DemoTagCategory;
  recommended: boolean;
}

export const demoTags: DemoTag[] = [
  { id: 't-romantic', name: 'Romantic', category: 'personality', recommended: true },
  { id: 't-flirty', name: 'Flirty', category: 'personality', recommended: true },
  { id: 't-shy', name: 'Shy', category: 'personality', recommended: false },
  { id: 't-dominant', name: 'Dominant', category: 'personality', recommended: true },
  { id: 't-caring', name: 'Caring', category: 'personality', recommended: false },
  { id: 't-mysterious', name: 'Mysterious', category: 'personality', recommended: false },
  { id: 't-playful', name: 'Playful', category: 'personality', recommended: true },
  { id: 't-confident', name: 'Confident', category: 'personality', recommended: false },
  { id: 't-office', name: 'Office', category: 'scenario', recommended: true },
  { id: 't-fantasy', name: 'Fantasy', category: 'scenario', recommended: true },
  { id: 't-nightlife', name: 'Nightlife', category: 'scenario', recommended: false },
  { id: 't-beach', name: 'Beach', category: 'scenario', recommended: false },
  { id: 't-travel', name: 'Travel', category: 'scenario', recommended: false },
  { id: 't-campus', name: 'Campus', category: 'scenario', recommended: false },
  { id: 't-sci-fi', name: 'Sci-Fi', category: 'scenario', recommended: false },
  { id: 't-elegant', name: 'Elegant', category: 'appearance', recommended: false },
  { id: 't-curvy', name: 'Curvy', category: 'appearance', recommended: true },
  { id: 't-tattooed', name: 'Tattooed', category: 'appearance', recommended: false },
  { id: 't-cosplay', name: 'Cosplay', category: 'appearance', recommended: true },
  { id: 't-mature', name: 'Mature', category: 'appearance', recommended: true },
  { id: 't-girlfriend', name: 'Girlfriend', category: 'relationship', recommended: true },
  { id: 't-wife', name: 'Wife', category: 'relationship', recommended: false },
  { id: 't-best-friend', name: 'Best Friend', category: 'relationship', recommended: false },
  { id: 't-secret-affair', name: 'Secret Affair', category: 'relationship', recommended: false },
  { id: 't-mentor', name: 'Mentor', category: 'relationship', recommended: false },
  { id: 't-artist', name: 'Artist', category: 'style', recommended: false },
  { id: 't-gamer', name: 'Gamer', category: 'style', recommended: true },
  { id: 't-bookworm', name: 'Bookworm', category: 'style', recommended: false },
  { id: 't-adventurous', name: 'Adventurous', category: 'style', recommended: false },
  { id: 't-fitness', name: 'Fitness', category: 'style', recommended: false },
  { id: 't-musician', name: 'Musician', category: 'style', recommended: false },
  { id: 't-foodie', name: 'Foodie', category: 'style', recommended: false },
];
