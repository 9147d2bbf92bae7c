/** Scene phrases for a character's photo variants, appended to her appearance by the renderer. */
export const galleryScenes: string[] = [
  'at a rooftop bar at night',
  'on a sunny beach',
  'in a cosy café',
  'in a softly lit bedroom',
  'on a city street in the rain',
  'by a pool at golden hour',
  'in a candlelit restaurant',
  'in a park in autumn',
];
