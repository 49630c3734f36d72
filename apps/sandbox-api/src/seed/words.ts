import { type L10n, l10n } from '../lang';

/** Word banks for generated names; every entry exists in the six languages. */
export const ADJECTIVES: readonly L10n[] = [
  l10n('黄金', '黃金', 'ゴールデン', 'Golden', 'ทองคำ', 'Vàng'),
  l10n('幸运', '幸運', 'ラッキー', 'Lucky', 'นำโชค', 'May Mắn'),
  l10n('神秘', '神秘', 'ミステリー', 'Mystic', 'ลึกลับ', 'Huyền Bí'),
  l10n('疯狂', '瘋狂', 'クレイジー', 'Wild', 'สุดมันส์', 'Hoang Dã'),
  l10n('皇家', '皇家', 'ロイヤル', 'Royal', 'รอยัล', 'Hoàng Gia'),
  l10n('火焰', '火焰', 'ファイア', 'Blazing', 'เปลวไฟ', 'Rực Lửa'),
  l10n('冰雪', '冰雪', 'アイス', 'Frozen', 'น้ำแข็ง', 'Băng Giá'),
  l10n('星光', '星光', 'スター', 'Starlit', 'แสงดาว', 'Ánh Sao'),
  l10n('雷霆', '雷霆', 'サンダー', 'Thunder', 'สายฟ้า', 'Sấm Sét'),
  l10n('翡翠', '翡翠', 'ジェード', 'Jade', 'หยก', 'Ngọc Bích'),
  l10n('午夜', '午夜', 'ミッドナイト', 'Midnight', 'เที่ยงคืน', 'Nửa Đêm'),
  l10n('超级', '超級', 'スーパー', 'Super', 'ซูเปอร์', 'Siêu Cấp'),
];

export const NOUNS: readonly L10n[] = [
  l10n('巨龙', '巨龍', 'ドラゴン', 'Dragon', 'มังกร', 'Rồng'),
  l10n('财神', '財神', '福の神', 'Fortune', 'เทพเจ้าโชคลาภ', 'Thần Tài'),
  l10n('宝藏', '寶藏', 'トレジャー', 'Treasure', 'ขุมทรัพย์', 'Kho Báu'),
  l10n('凤凰', '鳳凰', 'フェニックス', 'Phoenix', 'ฟีนิกซ์', 'Phượng Hoàng'),
  l10n('老虎', '老虎', 'タイガー', 'Tiger', 'เสือ', 'Hổ'),
  l10n('钻石', '鑽石', 'ダイヤモンド', 'Diamond', 'เพชร', 'Kim Cương'),
  l10n('海洋', '海洋', 'オーシャン', 'Ocean', 'มหาสมุทร', 'Đại Dương'),
  l10n('水果', '水果', 'フルーツ', 'Fruits', 'ผลไม้', 'Trái Cây'),
  l10n('法老', '法老', 'ファラオ', 'Pharaoh', 'ฟาโรห์', 'Pharaoh'),
  l10n('武士', '武士', 'サムライ', 'Samurai', 'ซามูไร', 'Samurai'),
  l10n('熊猫', '熊貓', 'パンダ', 'Panda', 'แพนด้า', 'Gấu Trúc'),
  l10n('宝石', '寶石', 'ジェム', 'Gems', 'อัญมณี', 'Đá Quý'),
  l10n('女神', '女神', 'ゴッデス', 'Goddess', 'เทพธิดา', 'Nữ Thần'),
  l10n('777', '777', '777', '777', '777', '777'),
];

export function combine(a: L10n, b: L10n): L10n {
  const join = (lang: keyof L10n, sep: string): string => `${a[lang]}${sep}${b[lang]}`;
  return {
    CN: join('CN', ''),
    TW: join('TW', ''),
    JA: join('JA', '・'),
    EN: join('EN', ' '),
    TH: join('TH', ' '),
    VI: `${b.VI} ${a.VI}`,
  };
}

export function suffix(text: L10n, tail: L10n): L10n {
  return {
    CN: `${text.CN}${tail.CN}`,
    TW: `${text.TW}${tail.TW}`,
    JA: `${text.JA}${tail.JA}`,
    EN: `${text.EN} ${tail.EN}`,
    TH: `${text.TH} ${tail.TH}`,
    VI: `${text.VI} ${tail.VI}`,
  };
}
