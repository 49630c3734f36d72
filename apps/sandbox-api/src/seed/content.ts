import { type L10n, l10n } from '../lang';
import { createRng } from '../prng';

export const PROMOTION_TYPES = [
  'LOGIN',
  'REGISTER',
  'SAVIOR',
  'DEPOSIT',
  'FIRST_DEPOSIT',
  'SECOND_DEPOSIT',
  'THIRD_DEPOSIT',
  'FOURTH_DEPOSIT',
  'FIFTH_DEPOSIT',
  'DEPOSIT_COUNT',
  'DEPOSIT_BET_BONUS',
  'MISSION',
  'REFERRAL',
  'UPGRADE_BONUS',
] as const;
export type PromotionType = (typeof PROMOTION_TYPES)[number];

export const PROMOTION_REDIRECTS = [
  'APP_DOWNLOAD',
  'REGISTER',
  'DEPOSIT',
  'REWARD_CENTER',
  'MISSION',
  'INVITE_FRIENDS',
  'MEMBER',
  'POINT_MARKET',
  'REDIRECT_URL',
] as const;

const PROMO_TITLES: Readonly<Record<PromotionType, L10n>> = {
  LOGIN: l10n(
    '每日登录礼',
    '每日登入禮',
    '毎日ログインボーナス',
    'Daily Login Gift',
    'ของขวัญเข้าสู่ระบบรายวัน',
    'Quà Đăng Nhập Hằng Ngày',
  ),
  REGISTER: l10n(
    '新人注册礼',
    '新人註冊禮',
    '新規登録ボーナス',
    'Welcome Sign-up Bonus',
    'โบนัสสมัครใหม่',
    'Thưởng Đăng Ký',
  ),
  SAVIOR: l10n('救援金', '救援金', '救済ボーナス', 'Rescue Bonus', 'โบนัสช่วยเหลือ', 'Thưởng Cứu Trợ'),
  DEPOSIT: l10n(
    '存款加赠',
    '存款加贈',
    '入金ボーナス',
    'Deposit Bonus',
    'โบนัสเงินฝาก',
    'Thưởng Nạp Tiền',
  ),
  FIRST_DEPOSIT: l10n(
    '首存优惠',
    '首存優惠',
    '初回入金ボーナス',
    'First Deposit Bonus',
    'โบนัสฝากครั้งแรก',
    'Thưởng Nạp Lần Đầu',
  ),
  SECOND_DEPOSIT: l10n(
    '二存优惠',
    '二存優惠',
    '2回目入金ボーナス',
    'Second Deposit Bonus',
    'โบนัสฝากครั้งที่สอง',
    'Thưởng Nạp Lần Hai',
  ),
  THIRD_DEPOSIT: l10n(
    '三存优惠',
    '三存優惠',
    '3回目入金ボーナス',
    'Third Deposit Bonus',
    'โบนัสฝากครั้งที่สาม',
    'Thưởng Nạp Lần Ba',
  ),
  FOURTH_DEPOSIT: l10n(
    '四存优惠',
    '四存優惠',
    '4回目入金ボーナス',
    'Fourth Deposit Bonus',
    'โบนัสฝากครั้งที่สี่',
    'Thưởng Nạp Lần Bốn',
  ),
  FIFTH_DEPOSIT: l10n(
    '五存优惠',
    '五存優惠',
    '5回目入金ボーナス',
    'Fifth Deposit Bonus',
    'โบนัสฝากครั้งที่ห้า',
    'Thưởng Nạp Lần Năm',
  ),
  DEPOSIT_COUNT: l10n(
    '累计存款奖励',
    '累計存款獎勵',
    '累計入金ボーナス',
    'Deposit Streak Reward',
    'รางวัลฝากสะสม',
    'Thưởng Nạp Tích Lũy',
  ),
  DEPOSIT_BET_BONUS: l10n(
    '存款流水奖励',
    '存款流水獎勵',
    '入金ベットボーナス',
    'Deposit and Bet Bonus',
    'โบนัสฝากและเดิมพัน',
    'Thưởng Nạp Và Cược',
  ),
  MISSION: l10n(
    '每周任务挑战',
    '每週任務挑戰',
    'ウィークリーミッション',
    'Weekly Missions',
    'ภารกิจประจำสัปดาห์',
    'Nhiệm Vụ Hằng Tuần',
  ),
  REFERRAL: l10n('邀请好友', '邀請好友', '友達紹介', 'Invite Friends', 'ชวนเพื่อน', 'Mời Bạn Bè'),
  UPGRADE_BONUS: l10n(
    'VIP晋级礼金',
    'VIP晉級禮金',
    'VIP昇格ボーナス',
    'VIP Upgrade Bonus',
    'โบนัสเลื่อนระดับ VIP',
    'Thưởng Thăng Cấp VIP',
  ),
};

const PROMO_BODY = (percent: number, cap: number): L10n =>
  l10n(
    `<p>活动期间参与即可获得 <strong>${percent}%</strong> 奖励，最高 ${cap}。</p><ul><li>每位会员限领一次</li><li>需完成一倍流水</li></ul>`,
    `<p>活動期間參與即可獲得 <strong>${percent}%</strong> 獎勵，最高 ${cap}。</p><ul><li>每位會員限領一次</li><li>需完成一倍流水</li></ul>`,
    `<p>期間中に参加すると <strong>${percent}%</strong> のボーナス、最大 ${cap}。</p><ul><li>お一人様1回限り</li><li>1倍の賭け条件があります</li></ul>`,
    `<p>Join during the event to receive a <strong>${percent}%</strong> bonus, up to ${cap}.</p><ul><li>Once per member</li><li>1x turnover applies</li></ul>`,
    `<p>เข้าร่วมในช่วงกิจกรรมรับโบนัส <strong>${percent}%</strong> สูงสุด ${cap}</p><ul><li>จำกัดหนึ่งครั้งต่อสมาชิก</li><li>ต้องทำยอด 1 เท่า</li></ul>`,
    `<p>Tham gia trong thời gian sự kiện để nhận thưởng <strong>${percent}%</strong>, tối đa ${cap}.</p><ul><li>Mỗi thành viên một lần</li><li>Áp dụng vòng cược 1 lần</li></ul>`,
  );

export interface SeedPromotion {
  id: number;
  title: L10n;
  content: L10n;
  startDate: number;
  endDate: number;
  promotionType: PromotionType;
  remarkRequired: 'Y' | 'N';
  imageRequired: 'Y' | 'N';
  linkedPromotionId: number | null;
  redirect: (typeof PROMOTION_REDIRECTS)[number];
  externalLink: string | null;
  /** A: popup after login; F: popup on first login as well. */
  execution: 'A' | 'F' | 'B';
  category: number;
  raffleScheduleId: number | null;
}

const DAY = 86_400_000;
/** Seed dates are relative to this fixed instant, so the data is identical across runs. */
export const SEED_EPOCH = Date.UTC(2026, 10, 1);

export function buildPromotions(): SeedPromotion[] {
  const rng = createRng('promotions');
  return PROMOTION_TYPES.map((type, index) => {
    const redirect = PROMOTION_REDIRECTS[index % PROMOTION_REDIRECTS.length] ?? 'REWARD_CENTER';
    const id = 7001 + index;
    return {
      id,
      title: PROMO_TITLES[type],
      content: PROMO_BODY(rng.pick([5, 10, 20, 50, 100]), rng.pick([188, 888, 1888, 8888])),
      startDate: SEED_EPOCH - index * 3 * DAY,
      endDate: SEED_EPOCH + 400 * DAY,
      promotionType: type,
      remarkRequired: index % 3 === 0 ? 'Y' : 'N',
      imageRequired: index % 4 === 1 ? 'Y' : 'N',
      linkedPromotionId: index === 5 ? 7005 : null,
      redirect,
      externalLink: redirect === 'REDIRECT_URL' ? '/promotions' : null,
      execution: index < 2 ? 'F' : index < 4 ? 'A' : 'B',
      category: (index % 3) + 1,
      raffleScheduleId: type === 'MISSION' ? 9101 : null,
    };
  });
}

export const PROMOTION_CATEGORIES: readonly { id: number; name: L10n }[] = [
  { id: 1, name: l10n('新手', '新手', 'ビギナー', 'Newcomers', 'มือใหม่', 'Người Mới') },
  { id: 2, name: l10n('存款', '存款', '入金', 'Deposits', 'เงินฝาก', 'Nạp Tiền') },
  { id: 3, name: l10n('长期', '長期', '常設', 'Ongoing', 'ระยะยาว', 'Dài Hạn') },
];

export interface SeedNotice {
  id: number;
  title: L10n;
  content: L10n;
  startDate: number;
  endDate: number;
  /** B board, PL login popup, PU publicity popup, PR promotion. */
  type: 'B' | 'PL' | 'PU' | 'PR';
  execution: 'A' | 'F' | 'B';
  groupName: string;
  /** Notices may lead somewhere like promotions do (ADR 0091). */
  redirect: string | null;
  externalLink: string | null;
}

const NOTICE_TOPICS: readonly L10n[] = [
  l10n(
    '系统升级公告',
    '系統升級公告',
    'システム更新のお知らせ',
    'System upgrade notice',
    'ประกาศอัปเกรดระบบ',
    'Thông báo nâng cấp hệ thống',
  ),
  l10n(
    '新游戏上线',
    '新遊戲上線',
    '新作ゲーム登場',
    'New games are live',
    'เกมใหม่มาแล้ว',
    'Trò chơi mới đã ra mắt',
  ),
  l10n(
    '存款通道维护',
    '存款通道維護',
    '入金チャネルのメンテナンス',
    'Deposit channel maintenance',
    'ปิดปรับปรุงช่องทางฝาก',
    'Bảo trì kênh nạp tiền',
  ),
  l10n(
    '防诈骗提醒',
    '防詐騙提醒',
    '詐欺防止のお願い',
    'Stay safe from scams',
    'ระวังมิจฉาชีพ',
    'Cảnh giác lừa đảo',
  ),
  l10n(
    '节日活动预告',
    '節日活動預告',
    'ホリデーイベント予告',
    'Holiday events ahead',
    'กิจกรรมเทศกาล',
    'Sắp có sự kiện lễ hội',
  ),
];

export function buildNotices(): SeedNotice[] {
  const types: SeedNotice['type'][] = ['B', 'B', 'B', 'PL', 'PU', 'PR'];
  return Array.from({ length: 36 }, (_, i) => {
    const topic = NOTICE_TOPICS[i % NOTICE_TOPICS.length] ?? NOTICE_TOPICS[0];
    const n = i + 1;
    const title: L10n = topic
      ? {
          CN: `${topic.CN}（${n}）`,
          TW: `${topic.TW}（${n}）`,
          JA: `${topic.JA}（${n}）`,
          EN: `${topic.EN} (${n})`,
          TH: `${topic.TH} (${n})`,
          VI: `${topic.VI} (${n})`,
        }
      : l10n('', '', '', '', '', '');
    return {
      id: 8001 + i,
      title,
      content: l10n(
        `<p>尊敬的会员：${title.CN}。感谢您的支持。</p>`,
        `<p>親愛的會員：${title.TW}。感謝您的支持。</p>`,
        `<p>会員の皆様へ：${title.JA}。いつもご利用ありがとうございます。</p>`,
        `<p>Dear member: ${title.EN}. Thank you for playing with us.</p>`,
        `<p>เรียนสมาชิก: ${title.TH} ขอบคุณที่ใช้บริการ</p>`,
        `<p>Kính gửi thành viên: ${title.VI}. Cảm ơn bạn đã đồng hành.</p>`,
      ),
      startDate: SEED_EPOCH - i * DAY,
      endDate: SEED_EPOCH + 400 * DAY,
      type: types[i % types.length] ?? 'B',
      execution: i % 6 === 3 ? 'F' : i % 6 === 4 ? 'A' : 'B',
      groupName: i % 6 === 5 ? 'w_promotion' : 'w_home',
      redirect: i === 0 ? 'REWARD_CENTER' : null,
      externalLink: i === 1 ? '/download' : null,
    };
  });
}

export interface SeedBanner {
  bannerId: number;
  title: L10n;
  linkageType: 'URL' | 'P' | 'G' | null;
  linkage: string | null;
  groupName: string;
  roomId: string | null;
  nodeId: string | null;
  vendor: string | null;
}

export function buildBanners(firstGame: {
  nodeId: number;
  roomId: string | null;
  vendor: string;
}): SeedBanner[] {
  const titles: L10n[] = [
    l10n('欢迎来到沙盒', '歡迎來到沙盒', 'ようこそ', 'Welcome aboard', 'ยินดีต้อนรับ', 'Chào mừng bạn'),
    l10n(
      '首存翻倍',
      '首存翻倍',
      '初回入金2倍',
      'Double your first deposit',
      'ฝากแรกรับสองเท่า',
      'Nhân đôi lần nạp đầu',
    ),
    l10n(
      '热门老虎机',
      '熱門老虎機',
      '人気スロット',
      'Hot slots tonight',
      'สล็อตยอดนิยม',
      'Slot hot tối nay',
    ),
    l10n(
      '下载App',
      '下載App',
      'アプリをダウンロード',
      'Get the app',
      'ดาวน์โหลดแอป',
      'Tải ứng dụng',
    ),
    l10n(
      '每周任务',
      '每週任務',
      'ウィークリーミッション',
      'Weekly missions',
      'ภารกิจประจำสัปดาห์',
      'Nhiệm vụ hằng tuần',
    ),
  ];
  const make = (
    i: number,
    groupName: string,
    linkageType: SeedBanner['linkageType'],
    linkage: string | null,
    game = false,
  ): SeedBanner => ({
    bannerId: 6001 + i,
    title: titles[i % titles.length] ?? titles[0] ?? l10n('', '', '', '', '', ''),
    linkageType,
    linkage,
    groupName,
    roomId: game ? firstGame.roomId : null,
    nodeId: game ? String(firstGame.nodeId) : null,
    vendor: game ? firstGame.vendor : null,
  });
  return [
    make(0, 'w_home', null, null),
    make(1, 'w_home', 'P', '7005'),
    make(2, 'w_home', 'G', String(firstGame.nodeId), true),
    make(3, 'w_home', 'URL', '/download'),
    make(4, 'w_home', 'URL', 'https://partner.sandbox.test/missions'),
    make(5, 'w_promotion', 'P', '7012'),
    make(6, 'w_login', null, null),
    make(7, 'w_register', 'URL', '/register'),
  ];
}

export interface HelpNode {
  id: number;
  title: L10n;
  tag: string;
  content: L10n;
  children: HelpNode[];
}

const h = (
  id: number,
  tag: string,
  title: L10n,
  body: L10n,
  children: HelpNode[] = [],
): HelpNode => ({
  id,
  tag,
  title,
  content: {
    CN: `<h3>${title.CN}</h3><p>${body.CN}</p>`,
    TW: `<h3>${title.TW}</h3><p>${body.TW}</p>`,
    JA: `<h3>${title.JA}</h3><p>${body.JA}</p>`,
    EN: `<h3>${title.EN}</h3><p>${body.EN}</p>`,
    TH: `<h3>${title.TH}</h3><p>${body.TH}</p>`,
    VI: `<h3>${title.VI}</h3><p>${body.VI}</p>`,
  },
  children,
});

export const HELP_TREE: readonly HelpNode[] = [
  h(
    1,
    'about',
    l10n('关于我们', '關於我們', '私たちについて', 'About us', 'เกี่ยวกับเรา', 'Về chúng tôi'),
    l10n(
      '我们提供安全、公平的娱乐体验。',
      '我們提供安全、公平的娛樂體驗。',
      '安全で公平なエンターテインメントを提供します。',
      'We offer safe and fair entertainment.',
      'เรามอบความบันเทิงที่ปลอดภัยและยุติธรรม',
      'Chúng tôi mang đến giải trí an toàn và công bằng.',
    ),
  ),
  h(
    2,
    'funds',
    l10n('资金相关', '資金相關', '入出金', 'Money matters', 'การเงิน', 'Tiền bạc'),
    l10n(
      '存款与取款说明。',
      '存款與取款說明。',
      '入金と出金の案内です。',
      'How deposits and withdrawals work.',
      'วิธีฝากและถอนเงิน',
      'Cách nạp và rút tiền.',
    ),
    [
      h(
        21,
        'deposit',
        l10n('如何存款', '如何存款', '入金方法', 'How to deposit', 'วิธีฝากเงิน', 'Cách nạp tiền'),
        l10n(
          '进入会员中心选择存款方式，按提示完成转账。',
          '進入會員中心選擇存款方式，按提示完成轉帳。',
          '会員センターで入金方法を選び、案内に従って送金してください。',
          'Open the member centre, choose a deposit method and follow the steps.',
          'เปิดศูนย์สมาชิก เลือกวิธีฝาก แล้วทำตามขั้นตอน',
          'Mở trung tâm thành viên, chọn phương thức nạp và làm theo hướng dẫn.',
        ),
      ),
      h(
        22,
        'withdraw',
        l10n('如何取款', '如何取款', '出金方法', 'How to withdraw', 'วิธีถอนเงิน', 'Cách rút tiền'),
        l10n(
          '绑定银行卡后提交取款申请，通常 15 分钟内到账。',
          '綁定銀行卡後提交取款申請，通常 15 分鐘內到帳。',
          '口座を登録して出金を申請すると、通常15分以内に着金します。',
          'Add a bank account and request a withdrawal; it usually arrives within 15 minutes.',
          'ผูกบัญชีธนาคารแล้วแจ้งถอน ปกติได้รับภายใน 15 นาที',
          'Liên kết tài khoản ngân hàng và gửi yêu cầu rút; thường nhận trong 15 phút.',
        ),
      ),
    ],
  ),
  h(
    3,
    'account',
    l10n(
      '账户安全',
      '帳戶安全',
      'アカウントの安全',
      'Account security',
      'ความปลอดภัยของบัญชี',
      'Bảo mật tài khoản',
    ),
    l10n(
      '请定期修改密码并开启二次验证。',
      '請定期修改密碼並開啟二次驗證。',
      '定期的にパスワードを変更し、二段階認証を有効にしてください。',
      'Change your password regularly and turn on the second factor.',
      'เปลี่ยนรหัสผ่านเป็นประจำและเปิดการยืนยันสองขั้น',
      'Đổi mật khẩu thường xuyên và bật xác minh hai bước.',
    ),
    [
      h(
        31,
        'password',
        l10n(
          '忘记密码',
          '忘記密碼',
          'パスワードを忘れた',
          'Forgot password',
          'ลืมรหัสผ่าน',
          'Quên mật khẩu',
        ),
        l10n(
          '可通过邮箱或手机找回密码。',
          '可透過郵箱或手機找回密碼。',
          'メールまたは電話番号で再設定できます。',
          'Recover it by email or by mobile number.',
          'กู้คืนได้ทางอีเมลหรือเบอร์โทร',
          'Khôi phục qua email hoặc số điện thoại.',
        ),
      ),
    ],
  ),
  h(
    4,
    'rules',
    l10n('游戏规则', '遊戲規則', 'ゲームルール', 'Game rules', 'กฎกติกา', 'Luật chơi'),
    l10n(
      '各游戏规则以游戏内说明为准。',
      '各遊戲規則以遊戲內說明為準。',
      '各ゲームのルールはゲーム内の説明に従います。',
      'Each game follows the rules shown inside it.',
      'แต่ละเกมใช้กติกาตามที่แสดงในเกม',
      'Mỗi trò chơi theo luật hiển thị trong trò chơi.',
    ),
  ),
  h(
    5,
    'responsible',
    l10n(
      '理性娱乐',
      '理性娛樂',
      '責任あるプレイ',
      'Play responsibly',
      'เล่นอย่างมีสติ',
      'Chơi có trách nhiệm',
    ),
    l10n(
      '未满 18 岁禁止参与。',
      '未滿 18 歲禁止參與。',
      '18歳未満の方はご利用いただけません。',
      'You must be 18 or older to play.',
      'ต้องมีอายุ 18 ปีขึ้นไป',
      'Bạn phải từ 18 tuổi trở lên.',
    ),
  ),
];

export interface SeedRewardType {
  typeId: number;
  name: L10n;
}

export const REWARD_TYPES: readonly SeedRewardType[] = [
  {
    typeId: 1,
    name: l10n('实物礼品', '實物禮品', '景品', 'Physical gifts', 'ของรางวัล', 'Quà hiện vật'),
  },
  {
    typeId: 2,
    name: l10n('虚拟卡券', '虛擬卡券', 'デジタルクーポン', 'Vouchers', 'บัตรกำนัล', 'Phiếu quà tặng'),
  },
  {
    typeId: 3,
    name: l10n('彩金', '彩金', 'ボーナスマネー', 'Bonus cash', 'เงินโบนัส', 'Tiền thưởng'),
  },
  {
    typeId: 4,
    name: l10n(
      '限定周边',
      '限定周邊',
      '限定グッズ',
      'Limited merchandise',
      'สินค้าลิมิเต็ด',
      'Hàng giới hạn',
    ),
  },
];

const REWARD_NAMES: readonly L10n[] = [
  l10n(
    '无线耳机',
    '無線耳機',
    'ワイヤレスイヤホン',
    'Wireless earbuds',
    'หูฟังไร้สาย',
    'Tai nghe không dây',
  ),
  l10n(
    '智能手表',
    '智慧手錶',
    'スマートウォッチ',
    'Smart watch',
    'สมาร์ทวอทช์',
    'Đồng hồ thông minh',
  ),
  l10n('保温杯', '保溫杯', '保温ボトル', 'Insulated bottle', 'กระบอกน้ำเก็บอุณหภูมิ', 'Bình giữ nhiệt'),
  l10n(
    '话费充值卡',
    '話費儲值卡',
    '通話チャージ券',
    'Phone top-up card',
    'บัตรเติมเงินมือถือ',
    'Thẻ nạp điện thoại',
  ),
  l10n('购物券', '購物券', 'ショッピング券', 'Shopping voucher', 'บัตรช้อปปิ้ง', 'Phiếu mua sắm'),
  l10n('10元彩金', '10元彩金', '10ボーナス', 'Bonus 10', 'โบนัส 10', 'Thưởng 10'),
  l10n('50元彩金', '50元彩金', '50ボーナス', 'Bonus 50', 'โบนัส 50', 'Thưởng 50'),
  l10n(
    '品牌T恤',
    '品牌T恤',
    'ブランドTシャツ',
    'Branded T-shirt',
    'เสื้อยืดแบรนด์',
    'Áo thun thương hiệu',
  ),
  l10n('纪念徽章', '紀念徽章', '記念バッジ', 'Collector badge', 'เข็มกลัดที่ระลึก', 'Huy hiệu kỷ niệm'),
  l10n(
    '蓝牙音箱',
    '藍牙音箱',
    'Bluetoothスピーカー',
    'Bluetooth speaker',
    'ลำโพงบลูทูธ',
    'Loa bluetooth',
  ),
];

export interface SeedReward {
  id: number;
  name: L10n;
  type: number;
  price: number | null;
  mpPointAmount: number;
  mpMoneyAmount: number;
  inventory: number;
  description: L10n;
}

export function buildRewards(): SeedReward[] {
  const rng = createRng('rewards');
  // 40 items, 10 per type: enough for the mall's 3 per category, 7 per type and "more".
  return Array.from({ length: 40 }, (_, i) => {
    const name =
      REWARD_NAMES[i % REWARD_NAMES.length] ?? REWARD_NAMES[0] ?? l10n('', '', '', '', '', '');
    const price = rng.pick([100, 200, 500, 800, 1000, 2000]);
    return {
      id: 4001 + i,
      name,
      type: (i % REWARD_TYPES.length) + 1,
      // Every fifth item has no points-only price: only points plus money is offered.
      price: i % 5 === 4 ? null : price,
      mpPointAmount: Math.round(price * 0.6),
      mpMoneyAmount: rng.pick([5, 10, 20, 50]),
      inventory: i % 7 === 6 ? 0 : rng.int(3, 60),
      description: l10n(
        `${name.CN}，积分兑换，数量有限。`,
        `${name.TW}，積分兌換，數量有限。`,
        `${name.JA}。ポイントで交換できます（数量限定）。`,
        `${name.EN}, redeemable with points while stocks last.`,
        `${name.TH} แลกด้วยคะแนน จำนวนจำกัด`,
        `${name.VI}, đổi bằng điểm, số lượng có hạn.`,
      ),
    };
  });
}

export const CLUB_LABELS: readonly {
  labelId: number;
  name: L10n;
  rankLevel: number;
  hue: number;
  type: 'AUTO' | 'MANUAL';
}[] = [
  {
    labelId: 1,
    name: l10n('青铜', '青銅', 'ブロンズ', 'Bronze', 'บรอนซ์', 'Đồng'),
    rankLevel: 1,
    hue: 30,
    type: 'AUTO',
  },
  {
    labelId: 2,
    name: l10n('白银', '白銀', 'シルバー', 'Silver', 'ซิลเวอร์', 'Bạc'),
    rankLevel: 2,
    hue: 210,
    type: 'AUTO',
  },
  {
    labelId: 3,
    name: l10n('黄金', '黃金', 'ゴールド', 'Gold', 'โกลด์', 'Vàng'),
    rankLevel: 3,
    hue: 45,
    type: 'AUTO',
  },
  {
    labelId: 4,
    name: l10n('钻石', '鑽石', 'ダイヤモンド', 'Diamond', 'ไดมอนด์', 'Kim Cương'),
    rankLevel: 4,
    hue: 190,
    type: 'AUTO',
  },
  {
    labelId: 9,
    name: l10n('合作伙伴', '合作夥伴', 'パートナー', 'Partner', 'พาร์ทเนอร์', 'Đối Tác'),
    rankLevel: 0,
    hue: 280,
    type: 'MANUAL',
  },
];

export const COUNTRIES: readonly { countryCode: string; countryDialingCode: string }[] = [
  { countryCode: 'CN', countryDialingCode: '86' },
  { countryCode: 'TW', countryDialingCode: '886' },
  { countryCode: 'HK', countryDialingCode: '852' },
  { countryCode: 'JP', countryDialingCode: '81' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'US', countryDialingCode: '1' },
  { countryCode: 'BR', countryDialingCode: '55' },
];
