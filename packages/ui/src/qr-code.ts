// The `@site/ui/qr-code` entry: the QR code and its generator, kept out of the main entry.
export { QrCode, qrPath, type QrCodeProps, type QrErrorCorrection } from './qr-code/qr-code';
