import { t } from '@lingui/core/macro';
import type { InputStep } from './steps.js';

/** Short names of the steps: overview cards and the progress line. */
export const stepName = (step: InputStep) =>
  ({
    mode: t`Start`,
    style: t`Style`,
    age: t`Age`,
    ethnicity: t`Ethnicity`,
    eyeColor: t`Eye colour`,
    hairstyle: t`Hairstyle`,
    hairColor: t`Hair colour`,
    body: t`Body`,
    breast: t`Breast`,
    hip: t`Hips`,
    clothing: t`Clothing`,
    kinks: t`Kinks`,
    occupation: t`Occupation`,
    personality: t`Personality`,
    relationship: t`Relationship`,
    overview: t`Overview`,
  })[step];

/** The question each step asks. */
export const stepHeading = (step: InputStep) =>
  ({
    mode: t`How do you want to create her?`,
    style: t`Choose her style`,
    age: t`How old is she?`,
    ethnicity: t`Where is she from?`,
    eyeColor: t`Her eye colour`,
    hairstyle: t`Her hairstyle`,
    hairColor: t`Her hair colour`,
    body: t`Her body type`,
    breast: t`Her breast size`,
    hip: t`Her hips`,
    clothing: t`What does she wear?`,
    kinks: t`What does she enjoy?`,
    occupation: t`What does she do?`,
    personality: t`Her personality`,
    relationship: t`Who is she to you?`,
    overview: t`Almost done: meet her`,
  })[step];

export const stepSubheading = (step: InputStep) =>
  ({
    mode: t`Pick every detail yourself, or describe your idea in a few words.`,
    style: t`Realistic photos or anime art: her pictures are drawn in this style.`,
    age: t`Characters are adults only: 18 to 99.`,
    ethnicity: t`Her roots shape her looks.`,
    eyeColor: t`The first thing you will notice.`,
    hairstyle: t`How she wears her hair.`,
    hairColor: t`Natural or dyed.`,
    body: t`Her figure, from slim to full.`,
    breast: t`Choose what you like.`,
    hip: t`Choose what you like.`,
    clothing: t`Her outfit in her pictures.`,
    kinks: t`Choose up to 3. You can skip this step.`,
    occupation: t`Her job gives her stories to tell.`,
    personality: t`How she talks and reacts to you.`,
    relationship: t`How you know each other when the chat starts.`,
    overview: t`Name her, tell her story and check every choice. Tap a card to change it.`,
  })[step];
