import type { LanguageCode } from '@site/i18n';

const cn = {
  home_title: '欢迎来到游戏与彩票大厅',
  home_intro: '真人、电子、捕鱼、棋牌、体育与彩票，一站尽享。',
  nav_home: '首页',
  skip_to_content: '跳到主要内容',
};

export type ShellMessages = typeof cn;

export const shellMessages: Record<LanguageCode, ShellMessages> = {
  CN: cn,
  TW: {
    home_title: '歡迎來到遊戲與彩票大廳',
    home_intro: '真人、電子、捕魚、棋牌、體育與彩票，一站盡享。',
    nav_home: '首頁',
    skip_to_content: '跳到主要內容',
  },
  JA: {
    home_title: 'ゲームと宝くじのロビーへようこそ',
    home_intro: 'ライブ、スロット、フィッシング、テーブル、スポーツ、宝くじをひとつの場所で。',
    nav_home: 'ホーム',
    skip_to_content: 'メインコンテンツへ移動',
  },
  EN: {
    home_title: 'Welcome to the games and lottery lobby',
    home_intro: 'Live casino, slots, fishing, cards, sports and lottery in one place.',
    nav_home: 'Home',
    skip_to_content: 'Skip to main content',
  },
  TH: {
    home_title: 'ยินดีต้อนรับสู่ล็อบบี้เกมและลอตเตอรี่',
    home_intro: 'คาสิโนสด สล็อต ยิงปลา ไพ่ กีฬา และลอตเตอรี่ ครบในที่เดียว',
    nav_home: 'หน้าแรก',
    skip_to_content: 'ข้ามไปยังเนื้อหาหลัก',
  },
  VI: {
    home_title: 'Chào mừng đến sảnh trò chơi và xổ số',
    home_intro: 'Casino trực tiếp, slot, bắn cá, bài, thể thao và xổ số tại một nơi.',
    nav_home: 'Trang chủ',
    skip_to_content: 'Chuyển đến nội dung chính',
  },
};
