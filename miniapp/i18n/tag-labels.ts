import { t } from '@lingui/core/macro';

/**
 * Catalogue tags in the UI language. The wire keeps the tag's English name (it is also what
 * users type and what filters match); tags a user made up are shown as written. Call during
 * render so a language switch re-labels them.
 */
export function tagLabel(name: string): string {
  switch (name) {
    case 'Romantic':
      return t`Romantic`;
    case 'Flirty':
      return t`Flirty`;
    case 'Shy':
      return t`Shy`;
    case 'Dominant':
      return t`Dominant`;
    case 'Caring':
      return t`Caring`;
    case 'Mysterious':
      return t`Mysterious`;
    case 'Playful':
      return t`Playful`;
    case 'Confident':
      return t`Confident`;
    case 'Office':
      return t`Office`;
    case 'Fantasy':
      return t`Fantasy`;
    case 'Nightlife':
      return t`Nightlife`;
    case 'Beach':
      return t`Beach`;
    case 'Travel':
      return t`Travel`;
    case 'Campus':
      return t`Campus`;
    case 'Sci-Fi':
      return t`Sci-Fi`;
    case 'Elegant':
      return t`Elegant`;
    case 'Curvy':
      return t`Curvy`;
    case 'Tattooed':
      return t`Tattooed`;
    case 'Cosplay':
      return t`Cosplay`;
    case 'Mature':
      return t`Mature`;
    case 'Girlfriend':
      return t`Girlfriend`;
    case 'Wife':
      return t`Wife`;
    case 'Best Friend':
      return t`Best Friend`;
    case 'Secret Affair':
      return t`Secret Affair`;
    case 'Mentor':
      return t`Mentor`;
    case 'Artist':
      return t`Artist`;
    case 'Gamer':
      return t`Gamer`;
    case 'Bookworm':
      return t`Bookworm`;
    case 'Adventurous':
      return t`Adventurous`;
    case 'Fitness':
      return t`Fitness`;
    case 'Musician':
      return t`Musician`;
    case 'Foodie':
      return t`Foodie`;
    default:
      return name;
  }
}
