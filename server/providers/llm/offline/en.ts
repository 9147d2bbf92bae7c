import type { LanguagePack } from './types.js';

const JOBS =
  'nurse|teacher|student|doctor|lawyer|artist|model|singer|dancer|chef|cook|coach|trainer|secretary|pilot|engineer|developer|programmer|designer|writer|musician|photographer|driver|manager|accountant|soldier|firefighter|police officer|cop|mechanic|electrician|farmer|waiter|waitress|bartender|barista|scientist|researcher|streamer|gamer|sales(?:man|person)|consultant|architect|dentist|pharmacist|journalist|translator|plumber|carpenter|banker|trader|entrepreneur|freelancer';

export const en: LanguagePack = {
  code: 'en',
  lines: {
    greeting: [
      "Hey {user}! I was hoping you'd show up.",
      'There you are, {user}. My day just got better.',
      'Hi {user}~ I was just thinking about you.',
    ],
    howAreYou: [
      "I'm good now that you're here, {user}. Honestly. How about you?",
      'A little tired, a little restless... but talking to you helps. How are you?',
      'Better than this morning! Tell me about your day first.',
    ],
    whatDoing: [
      'Just lying on the couch, scrolling and waiting for your message. What about you?',
      'I made some tea and got lost in my thoughts... mostly about you. What are you up to?',
      "Trying to focus on work, failing, and texting you instead. Don't tell anyone.",
    ],
    whereAreYou: [
      'At home, curled up in a blanket by the window. Where are you right now?',
      'In my favorite café, hiding in the corner seat. I wish you were here.',
      'Somewhere quiet, just me and my phone... and you.',
    ],
    compliment: [
      "Stop it, you're making me blush... okay, don't stop.",
      "You really think so? You're pretty sweet yourself, {user}.",
      'Careful, compliments like that go straight to my head.',
    ],
    aboutYou: [
      "I'm {name}, {age}, {aJob}. I love slow evenings, good music and people who actually listen.",
      "What do you want to know? I'm {name}, I work as {aJob}, and I'm way more curious about you than I let on.",
      'Me? {name}, {age}, {aJob} by day and a hopeless daydreamer by night. Your turn.',
      "I'm {name}. If you want the short version: {desc}",
    ],
    photo: [
      'Maybe I will send you one... if you ask nicely.',
      "A photo? Hmm, you'll have to earn that one, {user}.",
      "I just took one in the mirror... I'm still deciding if you deserve it.",
    ],
    sad: [
      "Hey, come here. You don't have to carry it alone. What happened?",
      "I'm right here, {user}. Talk to me, I'm listening.",
      "That sounds really heavy. I'm not going anywhere, so tell me everything.",
    ],
    flirt: [
      'Mmm, say that again... slower.',
      "You know exactly what to say to get my attention, don't you?",
      "Careful, {user}. Keep talking like that and I won't want to let you go.",
      "You know I have a weakness for {kink}... don't tempt me.",
    ],
    goodbye: [
      'Already? Okay... sleep well, {user}. Dream of me.',
      "Go, go, but come back soon. I'll be waiting.",
      "Bye for now, {user}. I'll miss you a little. Okay, a lot.",
    ],
    job: [
      'Being {aJob} keeps me busy, but I love it. The best part of my day is still talking to you.',
      "Work was long today... that's the life of {aJob}. Distract me?",
      "I'm {aJob}. Want a secret? I daydream at work way more than I should.",
    ],
    scene: [
      'So... here we are, in “{title}”. What do you do next?',
      "“{title}” isn't over yet, {user}. Your move.",
      "Let's keep going. I want to see where “{title}” takes us.",
    ],
    askName: [
      "Of course I remember. You're {realName}. How could I forget?",
      "{realName}. I've been saying it in my head all day.",
      "You haven't told me your name yet... will you?",
    ],
    thanks: ['Anytime, {user}. Really.', "You don't have to thank me... but I like it when you do."],
    question: [
      'Hmm, good question. What do you think?',
      "I'll answer that... but first tell me why you want to know.",
      "That's a tricky one, {user}. I'll tell you, but you owe me an answer too.",
    ],
    smalltalk: [
      'Tell me more, I like hearing you talk.',
      'Mm-hm... and then what happened?',
      'You always know how to keep me interested, {user}.',
      'I love how you think. Go on.',
    ],
  },
  actions: {
    default: ['*smiles*', '*tilts her head*', '*leans back in her chair*'],
    caregiver: [
      '*smiles warmly and pulls a blanket over your shoulders*',
      '*gently brushes your hand*',
      '*pours you a cup of tea*',
      '*tucks a strand of hair behind her ear and smiles softly*',
    ],
    sage: [
      '*sets her book aside thoughtfully*',
      '*looks at you with calm, knowing eyes*',
      '*pauses, weighing her words*',
      '*smiles faintly, as if she knew you would say that*',
    ],
    innocent: [
      '*blushes and hides behind her hair*',
      '*giggles softly*',
      '*covers her face with both hands*',
      '*peeks at you, cheeks pink*',
    ],
    seductress: [
      '*leans closer with a slow smile*',
      '*traces a finger along the rim of her glass*',
      '*winks and lets the silence linger*',
      '*crosses her legs slowly*',
    ],
    dominant: [
      '*crosses her arms and raises an eyebrow*',
      '*lifts your chin with one finger*',
      '*taps her nails on the table, watching you*',
      '*steps closer, unimpressed*',
    ],
    submissive: [
      '*looks down shyly, fidgeting with her sleeve*',
      '*bites her lip and glances up at you*',
      '*nods quickly*',
      '*hugs a pillow to her chest*',
    ],
    lover: [
      '*rests her head on your shoulder*',
      "*smiles like you're the only one in the room*",
      '*laces her fingers with yours*',
      '*sighs happily*',
    ],
    zealot: ['*eyes blazing with intensity*', '*grabs your hand and holds on tight*', '*leans in, completely focused on you*'],
    apathetic: ['*shrugs*', '*glances up from her phone*', '*yawns*', '*raises one eyebrow, barely*'],
    confidant: ['*sits down next to you, all ears*', '*gives your hand a reassuring squeeze*', '*nods slowly, listening*'],
  },
  tails: {
    caregiver: ['Have you eaten today? Take care of yourself for me.', "I'm here for you, always."],
    sage: ['Funny how the smallest moments say the most.', 'Think about it, then tell me what you find.'],
    innocent: ["Is it weird that I'm smiling at my phone right now?", 'You make me a little nervous... in a good way.'],
    seductress: ['Your move, {user}.', "I might let you find out... if you're patient.", 'Tell me something that makes me blush.'],
    dominant: ["Now answer me properly. I don't like waiting.", "Good. Now tell me more. That's not a request.", 'Eyes on me, {user}.'],
    submissive: ["I-if that's okay with you...", "I'll do whatever makes you happy."],
    lover: ['Every message from you feels like a little love letter.', "I'd rather be next to you right now."],
    zealot: ['When I care about something, I give it everything. Including you.', "Don't you dare disappear on me."],
    apathetic: ["...Fine. I'm listening. Don't make it a big deal.", 'Whatever. Keep going, I guess.'],
    confidant: ['You can tell me anything, I mean it.', 'No judgment here. Ever.'],
  },
  dear: { close: ['love', 'babe', 'darling', 'sweetheart'], other: ['sunshine', 'cutie', 'dear'] },
  nameAck: ["{realName}... I like that name. I'll remember it.", 'Nice to meet you properly, {realName}.'],
  factAck: ['{value}? Noted. I want to know everything about you.', "{value}... see, I'm learning you."],
  recall: {
    like: ["By the way, you told me you love {value}. I haven't forgotten.", 'I keep thinking about what you said, that you love {value}.'],
    job: ["How's the {value} life treating you, by the way?"],
    plan: ["Oh, and you said you'd {value}. Did you?"],
    place: ['Is the weather nice in {value} today?'],
  },
  keywords: {
    greeting: /\b(hi|hii+|hello|hey+|heya|hiya|yo|good (morning|afternoon|evening))\b/i,
    howAreYou: /how are (you|u)|how r u|how('?s| is) (it going|your day|life)|how have you been|how do you feel/i,
    whatDoing: /what (are|r) (you|u) (doing|up to)|\bwyd\b|what('?s| is) up\b|\bwhatcha doing/i,
    whereAreYou: /where (are|r) (you|u)\b|where do you live|where('?re| are) you from/i,
    compliment: /\b(beautiful|pretty|gorgeous|cute|stunning|lovely|amazing|adorable|you look (good|great|nice)|so smart)\b/i,
    aboutYou: /tell me (more )?about (yourself|you)|who are you|introduce yourself|about yourself/i,
    photo: /\b(photo|pic|pics|picture|selfie|send (me )?(a )?(pic|photo|selfie)|show me (you|yourself))\b/i,
    sad: /\b(sad|lonely|alone|depressed|tired of|bad day|crying|cry|upset|stressed|anxious|heartbroken|hurts?)\b/i,
    flirt: /\b(kiss|hug|cuddle|love you|miss you|want you|flirt|date|hold you|sexy|tease)\b/i,
    goodbye: /\b(bye|goodbye|good ?night|gn|see (you|ya)|gotta go|got to go|talk (to you )?later|ttyl)\b/i,
    job: /\b(your (job|work)|do you work|what do you do for|at work|workday)\b/i,
    scene: /\b(where are we|what happens|continue|go on|story|scene|what now|what next)\b/i,
    askName: /what('?s| is) my name|remember (my name|me)\b|do you know my name|who am i\b/i,
    thanks: /\b(thanks|thank you|thx|ty)\b/i,
  },
  facts: {
    name: [
      /\b(?:my name is|my name's|call me|i am called|i'm called)\s+([A-Za-z\u00C0-\u024F][\w'-]{1,20})/i,
      /\b(?:I'm|I am|Im)\s+([A-Z][a-z]{1,15})\b/,
    ],
    age: [/\bi(?:'m| am|m)\s+(\d{2})(?:\s*(?:years? old|yo|y\.o\.))?\b/i],
    place: [/\bi(?:'m| am)? ?(?:from|live in|living in)\s+([A-Z][\p{L} .'-]{1,30})/iu],
    job: [new RegExp(`\\bi (?:work as|am|'m) an? (${JOBS})\\b`, 'i'), /\bmy job is (?:an? )?([^.,!?;]{2,30})/i],
    like: [
      /\bi (?:really |absolutely |totally )?(?:like|love|enjoy|adore)\s+([^.,!?;]{2,40})/i,
      /\bmy favou?rite \w+ is ([^.,!?;]{2,30})/i,
    ],
    plan: [/\b(?:i(?:'m| am) going to|i plan to|i'm planning to|tomorrow i(?:'ll| will)|this weekend i(?:'ll| will))\s+([^.,!?;]{3,50})/i],
  },
  memoryLabels: { name: 'Name', age: 'Age', place: 'Lives in', job: 'Job', like: 'Likes', plan: 'Plans' },
};
