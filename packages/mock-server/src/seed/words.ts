import type { Random } from './random.ts';

/** The vocabulary of generated names, titles and texts. */

export const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ven',
  'tor',
  'zi',
  'neo',
  'lux',
  'pix',
  'dra',
  'ko',
  'sa',
  'fin',
  'gal',
  'rex',
  'nyx',
  'ori',
  'bel',
  'qu',
];
export const ADJECTIVES = [
  'Neon',
  'Shadow',
  'Crystal',
  'Ancient',
  'Cosmic',
  'Frosty',
  'Golden',
  'Pixel',
  'Rusty',
  'Lunar',
  'Solar',
  'Velvet',
  'Glitch',
  'Ember',
  'Arcane',
  'Tiny',
];
export const GAMES = [
  'Sky Islands',
  'Block Racers',
  'Dungeon Drift',
  'Endless Tag',
  'Obby Tower',
  'Pet Valley',
  'Laser Arena',
  'Build Battle',
  'Hide and Seek',
  'Space Miners',
];
export const STATUS_TEXTS = [
  'Building a new map tonight!',
  'Anyone up for Laser Arena?',
  'Just got a new hat',
  'Working on my obby, feedback welcome',
  'Back from vacation',
  'Who wants to trade?',
  'Streaming later today',
  'My avatar finally looks right',
  'Looking for builders for a group project, message me if you want to help out with the castle level',
  'gg everyone',
];
const WORDS = [
  'the',
  'map',
  'build',
  'update',
  'server',
  'avatar',
  'marketplace',
  'nodes',
  'game',
  'friends',
  'script',
  'lighting',
  'physics',
  'texture',
  'quest',
  'event',
  'bug',
  'idea',
  'help',
  'guide',
];

export function sentence(random: Random, words: number): string {
  const text = Array.from({ length: words }, () => random.pick(WORDS)).join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}
