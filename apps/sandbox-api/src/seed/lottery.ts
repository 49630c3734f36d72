import { type L10n, l10n } from '../lang';
import { createRng, hashString } from '../prng';

export type DrawFormat = 'SSC' | '11X5' | 'PK10' | 'K3' | '3D' | 'THAI' | 'VN';

export interface LotteryGame {
  gameId: number;
  gameCode: string;
  gameGroupId: number;
  name: L10n;
  format: DrawFormat;
  /** Seconds between draws; divides a day so numeros restart each day. */
  interval: number;
  /** Sales close this many seconds before the draw. */
  lockSeconds: number;
  defaultPlayType: 1 | 2;
  tag: '' | 'hot' | 'new';
  popular: boolean;
  liveVideo: boolean;
  /** LOTT, ELOTT or SEA prize-mode lane. */
  lane: 'LOTT' | 'ELOTT' | 'SEA' | 'VN';
}

export interface LotteryGroup {
  gameGroupId: number;
  gameGroupCode: string;
  labelName: L10n;
}

export const LOTTERY_GROUPS: readonly LotteryGroup[] = [
  {
    gameGroupId: 1,
    gameGroupCode: 'SSC',
    labelName: l10n('时时彩', '時時彩', 'デイリー数字', 'Time Lottery', 'หวยรายงวด', 'Xổ Số Nhanh'),
  },
  {
    gameGroupId: 2,
    gameGroupCode: '11X5',
    labelName: l10n('11选5', '11選5', '11選5', '11 Pick 5', '11 เลือก 5', '11 Chọn 5'),
  },
  {
    gameGroupId: 3,
    gameGroupCode: 'PK10',
    labelName: l10n('赛车', '賽車', 'レース', 'Racing', 'แข่งรถ', 'Đua Xe'),
  },
  {
    gameGroupId: 4,
    gameGroupCode: 'K3',
    labelName: l10n('快三', '快三', 'クイック3', 'Quick Three', 'ลูกเต๋าด่วน', 'Nhanh 3'),
  },
  {
    gameGroupId: 5,
    gameGroupCode: 'LF',
    labelName: l10n('低频彩', '低頻彩', '低頻度ロト', 'Daily Draws', 'หวยรายวัน', 'Xổ Số Hằng Ngày'),
  },
  {
    gameGroupId: 6,
    gameGroupCode: 'VN',
    labelName: l10n(
      '越南彩',
      '越南彩',
      'ベトナムロト',
      'Vietnam Lottery',
      'หวยเวียดนาม',
      'Xổ Số Việt Nam',
    ),
  },
  {
    gameGroupId: 9,
    gameGroupCode: 'THAI_GOV',
    labelName: l10n(
      '泰国政府彩',
      '泰國政府彩',
      'タイ政府宝くじ',
      'Thai Government',
      'หวยรัฐบาลไทย',
      'Xổ Số Chính Phủ Thái',
    ),
  },
  {
    gameGroupId: 10,
    gameGroupCode: 'THAI_STOCK',
    labelName: l10n(
      '泰国股票彩',
      '泰國股票彩',
      'タイ株価ロト',
      'Thai Stock',
      'หวยหุ้นไทย',
      'Xổ Số Chứng Khoán Thái',
    ),
  },
  {
    gameGroupId: 11,
    gameGroupCode: 'THAI_HANOI',
    labelName: l10n(
      '泰式河内彩',
      '泰式河內彩',
      'タイ式ハノイ',
      'Thai Hanoi',
      'หวยฮานอย',
      'Xổ Số Hà Nội Thái',
    ),
  },
];

const g = (
  gameId: number,
  gameCode: string,
  gameGroupId: number,
  name: L10n,
  format: DrawFormat,
  interval: number,
  extra: Partial<
    Pick<LotteryGame, 'tag' | 'popular' | 'liveVideo' | 'lane' | 'defaultPlayType'>
  > = {},
): LotteryGame => ({
  gameId,
  gameCode,
  gameGroupId,
  name,
  format,
  interval,
  lockSeconds: Math.max(5, Math.min(1800, Math.round(interval * 0.1))),
  defaultPlayType: extra.defaultPlayType ?? 1,
  tag: extra.tag ?? '',
  popular: extra.popular ?? false,
  liveVideo: extra.liveVideo ?? false,
  lane: extra.lane ?? 'LOTT',
});

export const LOTTERY_GAMES: readonly LotteryGame[] = [
  g(
    101,
    'CQSSC',
    1,
    l10n('重庆时时彩', '重慶時時彩', '重慶デイリー', 'Chongqing Time', 'ฉงชิ่ง', 'Trùng Khánh'),
    'SSC',
    1200,
    { tag: 'hot', popular: true, liveVideo: true },
  ),
  g(
    102,
    'TXFFC',
    1,
    l10n('腾讯分分彩', '騰訊分分彩', '1分ロト', 'One-minute Lottery', 'หวยนาทีเดียว', 'Xổ Số 1 Phút'),
    'SSC',
    60,
    { tag: 'hot', popular: true },
  ),
  g(
    103,
    'CASSC',
    1,
    l10n('加拿大时时彩', '加拿大時時彩', 'カナダデイリー', 'Canada Time', 'แคนาดา', 'Canada'),
    'SSC',
    210,
    { popular: true },
  ),
  g(
    104,
    'XJSSC',
    1,
    l10n('新疆时时彩', '新疆時時彩', '新疆デイリー', 'Xinjiang Time', 'ซินเจียง', 'Tân Cương'),
    'SSC',
    1200,
  ),
  g(
    105,
    'long_dragon',
    1,
    l10n('长龙', '長龍', 'ロングドラゴン', 'Long Dragon', 'มังกรยาว', 'Rồng Dài'),
    'SSC',
    300,
    { tag: 'new', defaultPlayType: 2, lane: 'ELOTT' },
  ),
  g(
    106,
    'ELSSC',
    1,
    l10n(
      '娱乐时时彩',
      '娛樂時時彩',
      'エンタメデイリー',
      'Fun Time Lottery',
      'หวยบันเทิง',
      'Xổ Số Giải Trí',
    ),
    'SSC',
    120,
    { defaultPlayType: 2, lane: 'ELOTT' },
  ),
  g(
    201,
    'SD11X5',
    2,
    l10n('山东11选5', '山東11選5', '山東11選5', 'Shandong 11/5', 'ซานตง 11/5', 'Sơn Đông 11/5'),
    '11X5',
    1200,
    { popular: true },
  ),
  g(
    202,
    'GD11X5',
    2,
    l10n('广东11选5', '廣東11選5', '広東11選5', 'Guangdong 11/5', 'กวางตุ้ง 11/5', 'Quảng Đông 11/5'),
    '11X5',
    1200,
    { tag: 'hot' },
  ),
  g(
    203,
    'JX11X5',
    2,
    l10n('江西11选5', '江西11選5', '江西11選5', 'Jiangxi 11/5', 'เจียงซี 11/5', 'Giang Tây 11/5'),
    '11X5',
    1200,
  ),
  g(
    204,
    'FF11X5',
    2,
    l10n('分分11选5', '分分11選5', '1分11選5', 'One-minute 11/5', '11/5 นาทีเดียว', '11/5 1 Phút'),
    '11X5',
    60,
  ),
  g(
    205,
    'SH11X5',
    2,
    l10n('上海11选5', '上海11選5', '上海11選5', 'Shanghai 11/5', 'เซี่ยงไฮ้ 11/5', 'Thượng Hải 11/5'),
    '11X5',
    1200,
  ),
  g(
    301,
    'BJPK10',
    3,
    l10n('北京赛车', '北京賽車', '北京レース', 'Beijing Racing', 'แข่งรถปักกิ่ง', 'Đua Xe Bắc Kinh'),
    'PK10',
    1200,
    { liveVideo: true },
  ),
  g(
    302,
    'XYFT',
    3,
    l10n(
      '幸运飞艇',
      '幸運飛艇',
      'ラッキーボート',
      'Lucky Airship',
      'เรือเหาะนำโชค',
      'Phi Thuyền May Mắn',
    ),
    'PK10',
    300,
    { tag: 'hot', liveVideo: true },
  ),
  g(
    303,
    'JSPK10',
    3,
    l10n('极速赛车', '極速賽車', '高速レース', 'Turbo Racing', 'แข่งรถเทอร์โบ', 'Đua Xe Tốc Độ'),
    'PK10',
    75,
  ),
  g(
    401,
    'JSK3',
    4,
    l10n('江苏快三', '江蘇快三', '江蘇クイック3', 'Jiangsu Dice', 'ลูกเต๋าเจียงซู', 'Xúc Xắc Giang Tô'),
    'K3',
    1200,
  ),
  g(
    402,
    'AHK3',
    4,
    l10n('安徽快三', '安徽快三', '安徽クイック3', 'Anhui Dice', 'ลูกเต๋าอันฮุย', 'Xúc Xắc An Huy'),
    'K3',
    1200,
  ),
  g(
    403,
    'FFK3',
    4,
    l10n(
      '分分快三',
      '分分快三',
      '1分クイック3',
      'One-minute Dice',
      'ลูกเต๋านาทีเดียว',
      'Xúc Xắc 1 Phút',
    ),
    'K3',
    60,
    { tag: 'new' },
  ),
  g(
    501,
    'FC3D',
    5,
    l10n('福彩3D', '福彩3D', '福彩3D', 'Welfare 3D', 'สวัสดิการ 3D', 'Phúc Lợi 3D'),
    '3D',
    86400,
  ),
  g(
    502,
    'PL3',
    5,
    l10n('排列三', '排列三', '並び3', 'Arrange Three', 'เรียงสาม', 'Xếp Ba'),
    '3D',
    86400,
  ),
  g(601, 'VNHN', 6, l10n('河内彩', '河內彩', 'ハノイ', 'Hanoi', 'ฮานอย', 'Hà Nội'), 'VN', 86400, {
    lane: 'VN',
  }),
  g(
    602,
    'VNHCM',
    6,
    l10n('胡志明彩', '胡志明彩', 'ホーチミン', 'Ho Chi Minh', 'โฮจิมินห์', 'Hồ Chí Minh'),
    'VN',
    86400,
    { lane: 'VN' },
  ),
  g(
    603,
    'VNFAST',
    6,
    l10n(
      '越南极速彩',
      '越南極速彩',
      'ベトナム高速',
      'Vietnam Fast',
      'เวียดนามด่วน',
      'Việt Nam Siêu Tốc',
    ),
    'VN',
    300,
    { lane: 'VN', tag: 'new' },
  ),
  g(
    901,
    'THGOV',
    9,
    l10n(
      '泰国政府彩',
      '泰國政府彩',
      'タイ政府宝くじ',
      'Thai Government',
      'หวยรัฐบาล',
      'Chính Phủ Thái',
    ),
    'THAI',
    86400,
    { lane: 'SEA', popular: true },
  ),
  g(
    902,
    'THGOV_S',
    9,
    l10n(
      '泰国政府特别彩',
      '泰國政府特別彩',
      'タイ政府スペシャル',
      'Thai Government Special',
      'หวยรัฐบาลพิเศษ',
      'Chính Phủ Thái Đặc Biệt',
    ),
    'THAI',
    43200,
    { lane: 'SEA' },
  ),
  g(
    1001,
    'THSTOCK_AM',
    10,
    l10n(
      '泰股早盘',
      '泰股早盤',
      'タイ株 朝',
      'Thai Stock Morning',
      'หุ้นไทยเช้า',
      'Chứng Khoán Thái Sáng',
    ),
    'THAI',
    86400,
    { lane: 'SEA' },
  ),
  g(
    1002,
    'THSTOCK_PM',
    10,
    l10n(
      '泰股午盘',
      '泰股午盤',
      'タイ株 午後',
      'Thai Stock Afternoon',
      'หุ้นไทยบ่าย',
      'Chứng Khoán Thái Chiều',
    ),
    'THAI',
    86400,
    { lane: 'SEA' },
  ),
  g(
    1101,
    'THHANOI',
    11,
    l10n('泰式河内', '泰式河內', 'タイ式ハノイ', 'Thai Hanoi', 'ฮานอยปกติ', 'Hà Nội Thái'),
    'THAI',
    86400,
    { lane: 'SEA' },
  ),
  g(
    1102,
    'THHANOI_VIP',
    11,
    l10n(
      '泰式河内VIP',
      '泰式河內VIP',
      'タイ式ハノイVIP',
      'Thai Hanoi VIP',
      'ฮานอย VIP',
      'Hà Nội Thái VIP',
    ),
    'THAI',
    86400,
    { lane: 'SEA' },
  ),
];

/** Numeros are counted in UTC+8 days: `YYYYMMDD-NNNN`. */
const DAY_OFFSET_MS = 8 * 3600 * 1000;

export interface NumeroInfo {
  numero: string;
  /** Epoch ms when the draw happens. */
  drawAt: number;
  /** Epoch ms when sales lock. */
  lockAt: number;
}

export function numeroAt(game: LotteryGame, index: number): NumeroInfo {
  const drawAt = (index + 1) * game.interval * 1000 - DAY_OFFSET_MS;
  const local = new Date(drawAt - 1 + DAY_OFFSET_MS);
  const perDay = Math.round(86400 / game.interval);
  const dayStart = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const seq = Math.floor((drawAt - 1 + DAY_OFFSET_MS - dayStart) / (game.interval * 1000)) + 1;
  const date = `${local.getUTCFullYear()}${String(local.getUTCMonth() + 1).padStart(2, '0')}${String(local.getUTCDate()).padStart(2, '0')}`;
  const width = Math.max(3, String(perDay).length);
  return {
    numero: `${date}-${String(seq).padStart(width, '0')}`,
    drawAt,
    lockAt: drawAt - game.lockSeconds * 1000,
  };
}

/** The index of the issue on sale at `now` (its draw is the next one). */
export function currentIndex(game: LotteryGame, now: number): number {
  return Math.floor((now + DAY_OFFSET_MS) / (game.interval * 1000));
}

/** The winning number of an issue: stable for a numero, different across numeros. */
export function winningNumber(game: LotteryGame, numero: string): string {
  const rng = createRng(hashString(`${game.gameCode}:${numero}`));
  const digits = (count: number, max: number, min = 0) =>
    Array.from({ length: count }, () => String(rng.int(min, max)));
  const distinct = (count: number, max: number) => {
    const pool = Array.from({ length: max }, (_, i) => i + 1);
    const chosen: string[] = [];
    for (let i = 0; i < count; i += 1) {
      const [picked] = pool.splice(rng.int(0, pool.length - 1), 1);
      chosen.push(String(picked).padStart(2, '0'));
    }
    return chosen;
  };
  switch (game.format) {
    case 'SSC':
      return digits(5, 9).join(',');
    case '11X5':
      return distinct(5, 11).join(',');
    case 'PK10':
      return distinct(10, 10).join(',');
    case 'K3':
      return digits(3, 6, 1).join(',');
    case '3D':
      return digits(3, 9).join(',');
    case 'THAI':
      return digits(6, 9).join('');
    case 'VN':
      return digits(5, 9).join('');
  }
}
