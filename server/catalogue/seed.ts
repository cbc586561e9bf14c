// The demo catalogue: categories and vendors of docs/product.md §2 and generated games (at least 5,000).
import { seededRandom } from '../seed/prng.ts';

export const CATEGORIES = ['JL', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'] as const;

export interface VendorSeed {
  vassalage: string;
  name: string;
  gameType: string;
  /** The category the server files it under; the client rearranges (docs/product.md §2 navigation). */
  category: (typeof CATEGORIES)[number];
  games: number;
  /** Vendors whose first entry is their lobby ("<name> Lobby", isGame VASSALAGE): it opens their list in a popup. */
  lobby?: boolean;
}

export const VENDORS: VendorSeed[] = [
  { vassalage: 'JL', name: 'JILI', gameType: 'RNG', category: 'RNG', games: 1260 },
  { vassalage: 'PG', name: 'PG Soft', gameType: 'RNG', category: 'RNG', games: 1260 },
  { vassalage: 'JDB', name: 'JDB', gameType: 'RNG', category: 'RNG', games: 1260 },
  { vassalage: 'FC', name: 'Fa Chai', gameType: 'RNG', category: 'RNG', games: 1260 },
  { vassalage: 'PP', name: 'Pragmatic Play', gameType: 'RNG', category: 'RNG', games: 1260 },
  { vassalage: 'CQ9', name: 'CQ9', gameType: 'RNG', category: 'RNG', games: 1260 },
  { vassalage: 'KA', name: 'KA Gaming', gameType: 'RNG', category: 'RNG', games: 1260 },
  { vassalage: 'RT', name: 'Red Tiger', gameType: 'RNG', category: 'RNG', games: 1260 },
  { vassalage: 'EVO', name: 'Evolution', gameType: 'LIVE', category: 'LIVE', games: 40 },
  { vassalage: 'SEXY', name: 'Sexy Gaming', gameType: 'LIVE', category: 'LIVE', games: 30 },
  { vassalage: 'DG', name: 'Dream Gaming', gameType: 'LIVE', category: 'LIVE', games: 30 },
  { vassalage: 'SA', name: 'SA Gaming', gameType: 'LIVE', category: 'LIVE', games: 30 },
  { vassalage: 'JL', name: 'JILI Fishing', gameType: 'FISH', category: 'FISH', games: 24 },
  { vassalage: 'JDB', name: 'JDB Fishing', gameType: 'FISH', category: 'FISH', games: 24 },
  { vassalage: 'FC', name: 'Fa Chai Fishing', gameType: 'FISH', category: 'FISH', games: 20 },
  { vassalage: 'KM', name: 'Kingmaker', gameType: 'PVP', category: 'PVP', games: 60 },
  { vassalage: 'V8', name: 'V8 Poker', gameType: 'PVP', category: 'PVP', games: 40, lobby: true },
  { vassalage: 'SABA', name: 'SABA Sports', gameType: 'SPORTS', category: 'SPORTS', games: 1 },
  { vassalage: 'CMD', name: 'CMD368', gameType: 'SPORTS', category: 'SPORTS', games: 1 },
  { vassalage: 'TF', name: 'TF Gaming', gameType: 'ESPORTS', category: 'SPORTS', games: 1 },
  { vassalage: 'DS88', name: 'DS88 Sabong', gameType: 'COCKFIGHT', category: 'SPORTS', games: 1 },
  { vassalage: 'TCG_SEA', name: 'TCG SEA Lottery', gameType: 'LOTT', category: 'LOTT', games: 12 },
  { vassalage: 'GW', name: 'GW Lotto', gameType: 'LOTT', category: 'LOTT', games: 10, lobby: true },
  { vassalage: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lottery', gameType: 'ELOTT', category: 'ELOTT', games: 16 },
];

const WORDS_A = [
  'Golden',
  'Lucky',
  'Mega',
  'Super',
  'Wild',
  'Royal',
  'Fortune',
  'Dragon',
  'Jungle',
  'Crazy',
  'Magic',
  'Neon',
  'Pirate',
  'Samurai',
  'Ocean',
  'Fire',
  'Thunder',
  'Mystic',
  'Diamond',
  'Jade',
  'Tiger',
  'Phoenix',
  'Candy',
  'Aztec',
  'Sakura',
  'Boxing',
  'Cosmic',
  'Pharaoh',
  'Viking',
  'Panda',
];
const WORDS_B = [
  'Empire',
  'Gems',
  'Treasure',
  'Riches',
  'Wins',
  'Bonanza',
  'Spins',
  'Legend',
  'Quest',
  'Party',
  'Kingdom',
  'Blast',
  'Rush',
  'Hunter',
  'Temple',
  'Express',
  'Heroes',
  'Night',
  'Carnival',
  'Ways',
];
const LIVE_TABLES = ['Baccarat', 'Speed Baccarat', 'Roulette', 'Sic Bo', 'Dragon Tiger', 'Blackjack', 'Fan Tan', 'Color Game', 'Andar Bahar', 'Teen Patti'];
const PVP_GAMES = [
  'Tongits',
  'Pusoy',
  'Pool Rummy',
  'Texas Holdem',
  'Sabong Cards',
  'Blackjack Duel',
  'Fishing Cards',
  'Big Two',
  'Mahjong Ways',
  'Sic Bo Duel',
];
const LOTTO_GAMES = [
  'Thai Lotto',
  'Lao Lotto',
  'Malaysia 4D',
  'Singapore 4D',
  'Hanoi Lotto',
  'Saigon Lotto',
  'Keno 1 min',
  'Keno 5 min',
  'PCSO 6/42',
  'PCSO 6/55',
  'Swertres',
  'EZ2',
];
/** Slot sub-categories (docs/product.md §2): scratch cards, jackpot, table games, arcade; most are plain slots. */
const CLASSIFY = ['SLOT', 'SLOT', 'SLOT', 'SLOT', 'SLOT', 'JP', 'TG', 'AC', 'SC'];

export interface GameSeed {
  nodeId: number;
  vassalage: string;
  gameCode: string;
  gameType: string;
  isGame: string;
  gameName: string;
  gameClassify: string;
  minBet: number;
  minLineNum: number | null;
  hotRank: number | null;
  rtp: number;
}

function nameFor(vendor: VendorSeed, i: number, rnd: ReturnType<typeof seededRandom>): string {
  const series = Math.floor(i / (WORDS_A.length * WORDS_B.length));
  const combo = `${WORDS_A[i % WORDS_A.length]} ${WORDS_B[Math.floor(i / WORDS_A.length) % WORDS_B.length]}`;
  switch (vendor.gameType) {
    case 'LIVE':
      return `${rnd.pick(LIVE_TABLES)} ${String.fromCharCode(65 + (i % 26))}${Math.floor(i / 26) + 1}`;
    case 'PVP':
      return `${PVP_GAMES[i % PVP_GAMES.length]}${i >= PVP_GAMES.length ? ` ${Math.floor(i / PVP_GAMES.length) + 1}` : ''}`;
    case 'FISH':
      return `${combo.split(' ')[0]} Fishing${i >= WORDS_A.length ? ` ${Math.floor(i / WORDS_A.length) + 1}` : ''}`;
    case 'LOTT':
    case 'ELOTT':
      return `${LOTTO_GAMES[i % LOTTO_GAMES.length]}${i >= LOTTO_GAMES.length ? ` ${Math.floor(i / LOTTO_GAMES.length) + 1}` : ''}`;
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return vendor.name;
    default:
      return series ? `${combo} ${series + 1}` : combo;
  }
}

export function generateGames(seed = 20261121): GameSeed[] {
  const rnd = seededRandom(seed);
  const out: GameSeed[] = [];
  let nodeId = 10_000;
  for (const vendor of VENDORS) {
    for (let i = 0; i < vendor.games; i++) {
      nodeId++;
      // The name is drawn even for a lobby, so every later game keeps the name and bet it always had.
      const drawnName = nameFor(vendor, i, rnd);
      const lobby = vendor.lobby === true && i === 0;
      out.push({
        nodeId,
        vassalage: vendor.vassalage,
        gameCode: `${vendor.vassalage}_${vendor.gameType}_${String(i + 1).padStart(4, '0')}`,
        gameType: vendor.gameType,
        isGame: lobby ? 'VASSALAGE' : 'GAME',
        gameName: lobby ? `${vendor.name} Lobby` : drawnName,
        gameClassify: vendor.gameType === 'RNG' ? rnd.pick(CLASSIFY) : vendor.gameType,
        minBet: rnd.pick([1, 2, 5, 10, 20]),
        minLineNum: vendor.gameType === 'RNG' ? rnd.pick([1, 9, 20, 25, 50]) : null,
        hotRank: null,
        rtp: rnd.int(9400, 9750),
      });
    }
  }
  // A stable "hot" list mixing vendors and types.
  const hot = out.filter((_, i) => i % 97 === 3).slice(0, 30);
  hot.forEach((g, i) => (g.hotRank = i + 1));
  return out;
}
