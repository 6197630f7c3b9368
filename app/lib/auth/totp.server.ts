/**
 * RFC 6238 time-based codes through otplib (SHA-1, 6 digits, 30 s: what every
 * authenticator app reads from an otpauth:// QR code), the QR code as inline
 * SVG (qrcode), and recovery codes. The clock comes from the caller.
 * otplib and qrcode are imported at the first two-factor step, not at boot.
 */
import { randomInt } from "node:crypto";
import { hashToken } from "./tokens.server";

export const TOTP_ISSUER = "Trusted Home Pros";
export const RECOVERY_CODE_COUNT = 10;

let otplibLoading: Promise<typeof import("otplib")> | undefined;
const otplib = () => (otplibLoading ??= import("otplib"));

export const newTotpSecret = async (): Promise<string> => (await otplib()).generateSecret();

export const totpUri = async (secret: string, account: string): Promise<string> =>
  (await otplib()).generateURI({ issuer: TOTP_ISSUER, label: account, secret });

/** The code of this moment (tests and the e2e stand in for the app with it). */
export const totpCode = async (secret: string, now: Date): Promise<string> => (await otplib()).generate({ secret, epoch: Math.floor(now.getTime() / 1000) });

/**
 * The time step the code belongs to, or undefined. One step either side is
 * accepted for clock drift; a step at or before `lastStep` is refused, so a
 * code seen over a shoulder cannot be used a second time.
 */
export async function verifyTotp(secret: string, code: string, now: Date, lastStep: number | null): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const { verify } = await otplib();
  const result = await verify({ secret, token: code, epoch: Math.floor(now.getTime() / 1000), epochTolerance: 30 });
  if (!result.valid || !("timeStep" in result)) return undefined;
  if (lastStep !== null && result.timeStep <= lastStep) return undefined;
  return result.timeStep;
}

/** An SVG image of the otpauth:// address, for an <img src="data:…">-free inline render. */
export async function qrSvg(text: string): Promise<string> {
  const { default: QRCode } = await import("qrcode");
  return QRCode.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
}

/** Crockford-like letters without look-alikes (no 0/O, 1/I/L). */
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";

/** Ten fresh codes like "k7m2p-9xq4r" (50 bits each) and their hashes; only the hashes are stored. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
  return { codes, hashes: codes.map(hashRecoveryCode) };
}

/** Case and the dash do not matter when a code is typed back. */
export const hashRecoveryCode = (code: string): string => hashToken(code.trim().toLowerCase().replace(/[\s-]/g, ""));

/** A 6-digit SMS code. */
export const newSmsCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, "0");
