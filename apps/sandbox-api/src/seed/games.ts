import { type L10n, l10n } from '../lang';
import { createRng } from '../prng';
import { ADJECTIVES, NOUNS, combine, suffix } from './words';

export type GameFamily = 'RNG' | 'LIVE' | 'FISH' | 'PVP' | 'SPORTS' | 'ESPORTS';
export const GAME_FAMILIES: readonly GameFamily[] = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
];

export interface Vendor {
  accountTypeName: string;
  vassalage: string;
  gameType: GameFamily;
  displayName: L10n;
  /** Games this vendor has in the lobby. */
  count: number;
  /** Vendors the sandbox reports under maintenance (vendor_under_maintenance on launch). */
  maintenance: boolean;
}

export interface SeedGame {
  gameId: number;
  nodeId: number;
  roomId: string | null;
  gameCode: string;
  vendor: string;
  gameType: GameFamily;
  isGame: 'game' | 'VASSALAGE';
  name: L10n;
  gameClassify: string;
  supportPlay: 0 | 1;
  minBet: number;
  lineNum: number;
  hot: boolean;
  recommended: boolean;
  jackpot: boolean;
  appNewWindow: boolean;
  matchId: string | null;
  leagueId: string | null;
  sourceType: string | null;
  marketingDetailId: string | null;
  /** Launch answers the recommended-maintenance notice (resType 1). */
  recommendedMaintenance: boolean;
}

const v = (
  accountTypeName: string,
  gameType: GameFamily,
  name: L10n,
  count: number,
  maintenance = false,
): Vendor => ({
  accountTypeName,
  vassalage: accountTypeName,
  gameType,
  displayName: name,
  count,
  maintenance,
});

/** Six families, at least three vendors each; 326 games in all (enough for 40-per-page paging). */
export const VENDORS: readonly Vendor[] = [
  v('PT', 'RNG', l10n('PT电子', 'PT電子', 'PTスロット', 'PT Slots', 'PT สล็อต', 'PT Slots'), 50),
  v('PG', 'RNG', l10n('PG电子', 'PG電子', 'PGスロット', 'PG Slots', 'PG สล็อต', 'PG Slots'), 50),
  v(
    'JDB',
    'RNG',
    l10n('JDB电子', 'JDB電子', 'JDBスロット', 'JDB Slots', 'JDB สล็อต', 'JDB Slots'),
    50,
  ),
  v(
    'CQ9',
    'RNG',
    l10n('CQ9电子', 'CQ9電子', 'CQ9スロット', 'CQ9 Slots', 'CQ9 สล็อต', 'CQ9 Slots'),
    50,
    true,
  ),
  v('DG', 'LIVE', l10n('DG真人', 'DG真人', 'DGライブ', 'DG Live', 'DG ไลฟ์', 'DG Live'), 12),
  v('AG', 'LIVE', l10n('AG真人', 'AG真人', 'AGライブ', 'AG Live', 'AG ไลฟ์', 'AG Live'), 12),
  v('EVO', 'LIVE', l10n('EVO真人', 'EVO真人', 'EVOライブ', 'EVO Live', 'EVO ไลฟ์', 'EVO Live'), 12),
  v(
    'DGFISH',
    'FISH',
    l10n('DG捕鱼', 'DG捕魚', 'DGフィッシング', 'DG Fishing', 'DG ยิงปลา', 'DG Bắn Cá'),
    10,
  ),
  v(
    'JDBFISH',
    'FISH',
    l10n('JDB捕鱼', 'JDB捕魚', 'JDBフィッシング', 'JDB Fishing', 'JDB ยิงปลา', 'JDB Bắn Cá'),
    10,
  ),
  v(
    'KAFISH',
    'FISH',
    l10n('KA捕鱼', 'KA捕魚', 'KAフィッシング', 'KA Fishing', 'KA ยิงปลา', 'KA Bắn Cá'),
    10,
  ),
  v('KY', 'PVP', l10n('开元棋牌', '開元棋牌', 'KYテーブル', 'KY Cards', 'KY ไพ่', 'KY Bài'), 14),
  v(
    'LEG',
    'PVP',
    l10n('乐游棋牌', '樂遊棋牌', 'LEGテーブル', 'LEG Cards', 'LEG ไพ่', 'LEG Bài'),
    14,
  ),
  v('VG', 'PVP', l10n('VG棋牌', 'VG棋牌', 'VGテーブル', 'VG Cards', 'VG ไพ่', 'VG Bài'), 14),
  v(
    'SABA',
    'SPORTS',
    l10n('沙巴体育', '沙巴體育', 'SABAスポーツ', 'SABA Sports', 'SABA กีฬา', 'SABA Thể Thao'),
    3,
  ),
  v(
    'BTI',
    'SPORTS',
    l10n('BTI体育', 'BTI體育', 'BTIスポーツ', 'BTI Sports', 'BTI กีฬา', 'BTI Thể Thao'),
    3,
  ),
  v(
    'IMSB',
    'SPORTS',
    l10n('IM体育', 'IM體育', 'IMスポーツ', 'IM Sports', 'IM กีฬา', 'IM Thể Thao'),
    3,
  ),
  v(
    'TF',
    'ESPORTS',
    l10n('TF电竞', 'TF電競', 'TF eスポーツ', 'TF Esports', 'TF อีสปอร์ต', 'TF Thể Thao Điện Tử'),
    3,
  ),
  v(
    'IMES',
    'ESPORTS',
    l10n('IM电竞', 'IM電競', 'IM eスポーツ', 'IM Esports', 'IM อีสปอร์ต', 'IM Thể Thao Điện Tử'),
    3,
  ),
  v(
    'PINES',
    'ESPORTS',
    l10n(
      '平博电竞',
      '平博電競',
      'PIN eスポーツ',
      'PIN Esports',
      'PIN อีสปอร์ต',
      'PIN Thể Thao Điện Tử',
    ),
    3,
  ),
];

const LIVE_TABLES: readonly L10n[] = [
  l10n('百家乐', '百家樂', 'バカラ', 'Baccarat', 'บาคาร่า', 'Baccarat'),
  l10n('龙虎', '龍虎', 'ドラゴンタイガー', 'Dragon Tiger', 'เสือมังกร', 'Rồng Hổ'),
  l10n('轮盘', '輪盤', 'ルーレット', 'Roulette', 'รูเล็ต', 'Roulette'),
  l10n('骰宝', '骰寶', 'シックボー', 'Sic Bo', 'ไฮโล', 'Tài Xỉu'),
  l10n('二十一点', '二十一點', 'ブラックジャック', 'Blackjack', 'แบล็คแจ็ค', 'Xì Dách'),
  l10n('牛牛', '牛牛', 'ニウニウ', 'Niu Niu', 'นิวนิว', 'Ngầu Hầm'),
];
const PVP_GAMES: readonly L10n[] = [
  l10n('德州扑克', '德州撲克', 'テキサスホールデム', "Texas Hold'em", 'เท็กซัสโฮลเด็ม', 'Poker Texas'),
  l10n(
    '抢庄牛牛',
    '搶莊牛牛',
    '親取りニウニウ',
    'Banker Niu Niu',
    'แย่งเจ้านิวนิว',
    'Ngầu Hầm Giành Cái',
  ),
  l10n('斗地主', '鬥地主', '闘地主', 'Landlord', 'ตู้ตี้จู่', 'Đấu Địa Chủ'),
  l10n('炸金花', '炸金花', 'ゴールデンフラワー', 'Golden Flower', 'ดอกไม้ทอง', 'Hoa Vàng'),
  l10n(
    '二人麻将',
    '二人麻將',
    '二人麻雀',
    'Two-player Mahjong',
    'ไพ่นกกระจอกสองคน',
    'Mạt Chược Hai Người',
  ),
  l10n('十三水', '十三水', '十三張', 'Thirteen Cards', 'ไพ่สิบสามใบ', 'Mậu Binh'),
  l10n('21点', '21點', '21', 'Twenty-one', 'ยี่สิบเอ็ด', 'Hai Mốt'),
];
const SPORTS: readonly L10n[] = [
  l10n('足球', '足球', 'サッカー', 'Football', 'ฟุตบอล', 'Bóng Đá'),
  l10n('篮球', '籃球', 'バスケットボール', 'Basketball', 'บาสเกตบอล', 'Bóng Rổ'),
  l10n('网球', '網球', 'テニス', 'Tennis', 'เทนนิส', 'Quần Vợt'),
];
const ESPORTS: readonly L10n[] = [
  l10n('多人竞技', '多人競技', 'MOBA', 'Battle Arena', 'แบทเทิลอารีน่า', 'Đấu Trường'),
  l10n('射击对战', '射擊對戰', 'シューター', 'Shooter', 'เกมยิง', 'Bắn Súng'),
  l10n('即时战略', '即時戰略', 'ストラテジー', 'Strategy', 'วางแผน', 'Chiến Thuật'),
];
const TABLE_NO = (n: number): L10n =>
  l10n(`${n}号桌`, `${n}號桌`, `テーブル${n}`, `Table ${n}`, `โต๊ะ ${n}`, `Bàn ${n}`);
const FISHING = l10n('捕鱼', '捕魚', 'フィッシング', 'Fishing', 'ยิงปลา', 'Bắn Cá');
const LOBBY = l10n('大厅', '大廳', 'ロビー', 'Lobby', 'ล็อบบี้', 'Sảnh');

const RNG_CLASSIFY = ['SLOT', 'SLOT', 'SLOT', 'JACKPOT', 'ARCADE', 'TABLE'] as const;

export function buildGames(): SeedGame[] {
  const rng = createRng('games');
  const games: SeedGame[] = [];
  let gameId = 10001;
  let nodeId = 50001;
  for (const vendor of VENDORS) {
    for (let i = 0; i < vendor.count; i += 1) {
      let name: L10n;
      let classify: string;
      let isGame: SeedGame['isGame'] = 'game';
      let roomId: string | null = null;
      let matchId: string | null = null;
      let leagueId: string | null = null;
      switch (vendor.gameType) {
        case 'RNG': {
          const adjective = ADJECTIVES[(i + vendor.accountTypeName.length) % ADJECTIVES.length];
          const noun = NOUNS[(i * 5 + vendor.accountTypeName.charCodeAt(0)) % NOUNS.length];
          name = adjective && noun ? combine(adjective, noun) : LOBBY;
          classify = RNG_CLASSIFY[i % RNG_CLASSIFY.length] ?? 'SLOT';
          break;
        }
        case 'LIVE': {
          const table = LIVE_TABLES[i % LIVE_TABLES.length] ?? LIVE_TABLES[0];
          name = table ? suffix(table, TABLE_NO(Math.floor(i / LIVE_TABLES.length) + 1)) : LOBBY;
          classify = 'LIVE';
          roomId = `${vendor.accountTypeName}-R${100 + i}`;
          if (i === 0) isGame = 'VASSALAGE';
          break;
        }
        case 'FISH': {
          const adjective = ADJECTIVES[(i * 3 + 1) % ADJECTIVES.length];
          name = adjective ? suffix(adjective, FISHING) : FISHING;
          classify = 'FISH';
          break;
        }
        case 'PVP': {
          const game = PVP_GAMES[i % PVP_GAMES.length];
          name = game
            ? i >= PVP_GAMES.length
              ? suffix(game, l10n('高级场', '高級場', '上級', 'VIP', 'วีไอพี', 'VIP'))
              : game
            : LOBBY;
          classify = 'CARD';
          break;
        }
        case 'SPORTS': {
          name = i === 0 ? suffix(vendor.displayName, LOBBY) : (SPORTS[i] ?? LOBBY);
          classify = 'SPORTS';
          if (i === 0) isGame = 'VASSALAGE';
          else {
            matchId = `M${vendor.accountTypeName}${2000 + i}`;
            leagueId = `L${vendor.accountTypeName}${10 + i}`;
          }
          break;
        }
        case 'ESPORTS': {
          name = i === 0 ? suffix(vendor.displayName, LOBBY) : (ESPORTS[i] ?? LOBBY);
          classify = 'ESPORTS';
          if (i === 0) isGame = 'VASSALAGE';
          else {
            matchId = `E${vendor.accountTypeName}${3000 + i}`;
            leagueId = `EL${vendor.accountTypeName}${20 + i}`;
          }
          break;
        }
      }
      const hot = rng.chance(0.15);
      games.push({
        gameId,
        nodeId,
        roomId,
        gameCode: `${vendor.accountTypeName}_${String(i + 1).padStart(3, '0')}`,
        vendor: vendor.accountTypeName,
        gameType: vendor.gameType,
        isGame,
        name,
        gameClassify: classify,
        supportPlay:
          vendor.gameType === 'RNG' || vendor.gameType === 'FISH' ? (rng.chance(0.8) ? 0 : 1) : 1,
        minBet: rng.pick([0.1, 0.2, 0.5, 1, 2, 5, 10]),
        lineNum: vendor.gameType === 'RNG' ? rng.pick([5, 9, 20, 25, 40, 50, 243]) : 0,
        hot,
        recommended: rng.chance(0.12),
        jackpot: classify === 'JACKPOT',
        appNewWindow: vendor.gameType === 'SPORTS' || vendor.gameType === 'ESPORTS',
        matchId,
        leagueId,
        sourceType: hot ? 'HOT' : null,
        marketingDetailId: hot ? `MK${gameId}` : null,
        recommendedMaintenance: vendor.gameType === 'RNG' && i === 7,
      });
      gameId += 1;
      nodeId += 1;
    }
  }
  return games;
}
