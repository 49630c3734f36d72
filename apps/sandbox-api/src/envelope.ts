import { type Lang, type L10n, l10n } from './lang';

/** The platform's response envelope (account-access.md section 7). `/lgw` calls answer raw JSON. */
export interface Envelope<T = unknown> {
  success: boolean;
  value: T | null;
  errorCode: string | null;
  message: string | null;
  status: number;
}

export function okEnvelope<T>(value: T): Envelope<T> {
  return { success: true, value, errorCode: null, message: null, status: 200 };
}

/**
 * A failure a handler raises; the app turns it into an error envelope with `httpStatus`.
 * Business failures (wrong password, bad captcha) answer HTTP 200 with `success: false`, as the
 * platform does; malformed input answers 400, a missing or revoked token 401 (ADR 0022).
 */
export class PlatformError extends Error {
  constructor(
    readonly errorCode: string,
    readonly httpStatus: number = 200,
    readonly value: unknown = null,
    readonly detail?: string,
  ) {
    super(errorCode);
    this.name = 'PlatformError';
  }
}

/** Server messages in the six languages; codes without an entry answer the code itself. */
const MESSAGES: Readonly<Record<string, L10n>> = {
  'user.or.token.invalid': l10n(
    '登录已失效，请重新登录',
    '登入已失效，請重新登入',
    'ログインの有効期限が切れました。再度ログインしてください',
    'Your session has expired, please log in again',
    'เซสชันหมดอายุ กรุณาเข้าสู่ระบบอีกครั้ง',
    'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  ),
  CUSTOMER_NOT_LOGIN: l10n(
    '请先登录',
    '請先登入',
    '先にログインしてください',
    'Please log in first',
    'กรุณาเข้าสู่ระบบก่อน',
    'Vui lòng đăng nhập trước',
  ),
  'login.incorrect': l10n(
    '用户名或密码错误',
    '用戶名或密碼錯誤',
    'ユーザー名またはパスワードが違います',
    'Incorrect username or password',
    'ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง',
    'Tên đăng nhập hoặc mật khẩu không đúng',
  ),
  'captcha.required': l10n(
    '请输入验证码',
    '請輸入驗證碼',
    '認証コードを入力してください',
    'Please enter the captcha',
    'กรุณากรอกรหัสยืนยัน',
    'Vui lòng nhập mã xác nhận',
  ),
  'captcha.incorrect': l10n(
    '验证码错误',
    '驗證碼錯誤',
    '認証コードが違います',
    'The captcha is incorrect',
    'รหัสยืนยันไม่ถูกต้อง',
    'Mã xác nhận không đúng',
  ),
  login_verify_required: l10n(
    '需要二次验证',
    '需要二次驗證',
    '二段階認証が必要です',
    'Second verification required',
    'ต้องยืนยันตัวตนอีกขั้น',
    'Cần xác minh lần hai',
  ),
  'login.verify.failed': l10n(
    '验证失败',
    '驗證失敗',
    '認証に失敗しました',
    'Verification failed',
    'การยืนยันล้มเหลว',
    'Xác minh thất bại',
  ),
  bind_customer_required: l10n(
    '请绑定或注册账号',
    '請綁定或註冊帳號',
    'アカウントを連携または登録してください',
    'Please bind or register an account',
    'กรุณาผูกหรือสมัครบัญชี',
    'Vui lòng liên kết hoặc đăng ký tài khoản',
  ),
  'account.disabled': l10n(
    '账号不可用',
    '帳號不可用',
    'このアカウントは利用できません',
    'This account is not available',
    'บัญชีนี้ใช้งานไม่ได้',
    'Tài khoản không khả dụng',
  ),
  'register.username.exists': l10n(
    '用户名已存在',
    '用戶名已存在',
    'このユーザー名は使用されています',
    'This username is already taken',
    'ชื่อผู้ใช้นี้ถูกใช้แล้ว',
    'Tên đăng nhập đã tồn tại',
  ),
  'register.mobile.exists': l10n(
    '手机号已注册',
    '手機號已註冊',
    'この電話番号は登録済みです',
    'This mobile number is already registered',
    'เบอร์โทรนี้ลงทะเบียนแล้ว',
    'Số điện thoại đã được đăng ký',
  ),
  'field.invalid': l10n(
    '请填写正确的信息',
    '請填寫正確的資訊',
    '正しい情報を入力してください',
    'Please fill in valid information',
    'กรุณากรอกข้อมูลให้ถูกต้อง',
    'Vui lòng điền thông tin hợp lệ',
  ),
  'request.malformed': l10n(
    '请求格式错误',
    '請求格式錯誤',
    'リクエストの形式が正しくありません',
    'The request is malformed',
    'รูปแบบคำขอไม่ถูกต้อง',
    'Yêu cầu không đúng định dạng',
  ),
  'decrypt.failed': l10n(
    '数据解密失败',
    '資料解密失敗',
    'データを復号できません',
    'The request could not be decrypted',
    'ไม่สามารถถอดรหัสคำขอได้',
    'Không thể giải mã yêu cầu',
  ),
  'not.found': l10n(
    '接口不存在',
    '介面不存在',
    'そのAPIは存在しません',
    'No such call',
    'ไม่พบรายการนี้',
    'Không có lệnh gọi này',
  ),
  'password.incorrect': l10n(
    '原密码错误',
    '原密碼錯誤',
    '現在のパスワードが違います',
    'The current password is incorrect',
    'รหัสผ่านเดิมไม่ถูกต้อง',
    'Mật khẩu hiện tại không đúng',
  ),
  'password.mismatch': l10n(
    '两次输入的密码不一致',
    '兩次輸入的密碼不一致',
    'パスワードが一致しません',
    'The passwords do not match',
    'รหัสผ่านไม่ตรงกัน',
    'Mật khẩu không khớp',
  ),
  'password.same': l10n(
    '新密码不能与原密码相同',
    '新密碼不能與原密碼相同',
    '新しいパスワードは現在と同じにできません',
    'The new password must differ from the current one',
    'รหัสผ่านใหม่ต้องไม่ซ้ำรหัสเดิม',
    'Mật khẩu mới phải khác mật khẩu cũ',
  ),
  'password.recovery.mismatch': l10n(
    '账号与邮箱或手机不匹配',
    '帳號與郵箱或手機不匹配',
    'アカウントとメールまたは電話番号が一致しません',
    'The account does not match that email or mobile number',
    'บัญชีไม่ตรงกับอีเมลหรือเบอร์โทร',
    'Tài khoản không khớp email hoặc số điện thoại',
  ),
  'sms.code.invalid': l10n(
    '短信验证码错误或已过期',
    '簡訊驗證碼錯誤或已過期',
    'SMS認証コードが違うか期限切れです',
    'The SMS code is wrong or has expired',
    'รหัส SMS ไม่ถูกต้องหรือหมดอายุ',
    'Mã SMS sai hoặc đã hết hạn',
  ),
  TOO_MANY_REQUEST: l10n(
    '请求过于频繁，请稍后再试',
    '請求過於頻繁，請稍後再試',
    'リクエストが多すぎます。しばらくしてから再試行してください',
    'Too many requests, please try again shortly',
    'คำขอมากเกินไป กรุณาลองใหม่ภายหลัง',
    'Quá nhiều yêu cầu, vui lòng thử lại sau',
  ),
  'affiliate.invalid': l10n(
    '推广码无效',
    '推廣碼無效',
    '紹介コードが無効です',
    'This affiliate code is not valid',
    'รหัสแนะนำไม่ถูกต้อง',
    'Mã giới thiệu không hợp lệ',
  ),
  in_need_true_account: l10n(
    '请使用真实账号',
    '請使用真實帳號',
    '本アカウントでご利用ください',
    'A real account is needed',
    'ต้องใช้บัญชีจริง',
    'Cần tài khoản thật',
  ),
  in_stay_tuned: l10n('敬请期待', '敬請期待', '近日公開', 'Coming soon', 'โปรดติดตาม', 'Sắp ra mắt'),
  launch_game_balance_not_enough: l10n(
    '余额不足，请先充值',
    '餘額不足，請先儲值',
    '残高が不足しています',
    'Your balance is not enough, please deposit',
    'ยอดเงินไม่พอ กรุณาฝากเงิน',
    'Số dư không đủ, vui lòng nạp tiền',
  ),
  vendor_under_maintenance: l10n(
    '游戏维护中',
    '遊戲維護中',
    'ゲームはメンテナンス中です',
    'This game is under maintenance',
    'เกมอยู่ระหว่างปรับปรุง',
    'Trò chơi đang bảo trì',
  ),
  'points.not.enough': l10n(
    '积分不足',
    '積分不足',
    'ポイントが不足しています',
    'Not enough points',
    'คะแนนไม่พอ',
    'Không đủ điểm',
  ),
  'inventory.not.enough': l10n(
    '库存不足',
    '庫存不足',
    '在庫が不足しています',
    'Not enough stock',
    'สินค้าไม่พอ',
    'Không đủ hàng',
  ),
  'payment.password.incorrect': l10n(
    '资金密码错误',
    '資金密碼錯誤',
    '取引パスワードが違います',
    'The payment password is incorrect',
    'รหัสผ่านการเงินไม่ถูกต้อง',
    'Mật khẩu thanh toán không đúng',
  ),
  'balance.not.enough': l10n(
    '余额不足',
    '餘額不足',
    '残高が不足しています',
    'Not enough balance',
    'ยอดเงินไม่พอ',
    'Không đủ số dư',
  ),
  'record.not.found': l10n(
    '记录不存在',
    '記錄不存在',
    '記録が見つかりません',
    'Record not found',
    'ไม่พบรายการ',
    'Không tìm thấy bản ghi',
  ),
  'status.invalid': l10n(
    '当前状态不可操作',
    '目前狀態不可操作',
    '現在の状態では操作できません',
    'This action is not allowed in the current status',
    'ไม่สามารถทำรายการในสถานะนี้',
    'Không thể thao tác ở trạng thái hiện tại',
  ),
  'promotion.already.applied': l10n(
    '已申请过此活动',
    '已申請過此活動',
    'この特典は申請済みです',
    'You have already applied for this promotion',
    'คุณสมัครโปรนี้แล้ว',
    'Bạn đã đăng ký khuyến mãi này',
  ),
  'raffle.not.available': l10n(
    '抽奖未开始或已结束',
    '抽獎未開始或已結束',
    '抽選は開始前か終了しています',
    'The raffle has not started or has ended',
    'การจับรางวัลยังไม่เริ่มหรือจบแล้ว',
    'Rút thăm chưa bắt đầu hoặc đã kết thúc',
  ),
  system_maintenance: l10n(
    '系统维护中',
    '系統維護中',
    'システムメンテナンス中',
    'The system is under maintenance',
    'ระบบอยู่ระหว่างปรับปรุง',
    'Hệ thống đang bảo trì',
  ),
  region_restricted: l10n(
    '您所在的地区无法访问',
    '您所在的地區無法存取',
    'お住まいの地域からはアクセスできません',
    'Access from your region is restricted',
    'ไม่สามารถเข้าถึงจากภูมิภาคของคุณ',
    'Khu vực của bạn bị hạn chế truy cập',
  ),
  'module.disabled': l10n(
    '该功能未开放',
    '該功能未開放',
    'この機能は利用できません',
    'This feature is not enabled',
    'ฟีเจอร์นี้ยังไม่เปิดใช้งาน',
    'Tính năng này chưa được bật',
  ),
  'password.insecure': l10n(
    '不能使用默认密码',
    '不能使用預設密碼',
    '初期パスワードは使用できません',
    'The default password cannot be used',
    'ไม่สามารถใช้รหัสผ่านเริ่มต้นได้',
    'Không thể dùng mật khẩu mặc định',
  ),
  unknown_error: l10n(
    '未知错误',
    '未知錯誤',
    '不明なエラー',
    'Unknown error',
    'ข้อผิดพลาดที่ไม่รู้จัก',
    'Lỗi không xác định',
  ),
};

export function errorMessage(code: string, lang: Lang): string {
  const text = MESSAGES[code];
  return text ? text[lang] : code;
}

export function errorEnvelope(error: PlatformError, lang: Lang): Envelope {
  const message = errorMessage(error.errorCode, lang);
  return {
    success: false,
    value: error.value,
    errorCode: error.errorCode,
    message: error.detail ? `${message}: ${error.detail}` : message,
    status: error.httpStatus,
  };
}
