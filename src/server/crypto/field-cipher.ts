import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Encrypts single text values for storage (decision 018): AES-256-GCM with a fresh random 12-byte
// nonce per value, the 16-byte tag checked on every read, and associated data (AAD) naming where
// the value belongs, so a ciphertext copied into another row or column is refused, not shown.
//
// Stored form: enc:v1:<keyId>:<base64url(nonce | ciphertext | tag)>. The key id says which key
// sealed the value, so old keys can stay readable while a new one writes (key rotation).

const algorithm = 'aes-256-gcm';
const nonceBytes = 12;
const tagBytes = 16;
export const keyBytes = 32;
const version = 'v1';
const prefix = `enc:${version}:`;

/** The whole stored form; anything else is not a sealed value (e.g. a row written before 018). */
export const sealedPattern = /^enc:v1:([A-Za-z0-9_-]{8}):([A-Za-z0-9_-]+)$/;
/** The same shape as a PostgreSQL regular expression, to find rows still in plain text. */
export const sealedSqlPattern = '^enc:v1:[A-Za-z0-9_-]{8}:[A-Za-z0-9_-]+$';

export type Keyring = {
  /** The key new values are sealed with. */
  current: { id: string; key: Buffer };
  /** Every key that may open a value: the current one and the previous ones, by id. */
  keys: ReadonlyMap<string, Buffer>;
};

/** Refused: tampered with, sealed by a key not in the ring, for another place, or not sealed. */
export class FieldCipherError extends Error {}

/**
 * A key's public name: 8 characters of a hash of the key, so the id needs no configuration and
 * says nothing useful about the key itself.
 */
export function keyIdOf(key: Buffer) {
  return createHash('sha256')
    .update('psalmlight field key id\0')
    .update(key)
    .digest('base64url')
    .slice(0, 8);
}

/** A keyring from the current key and any previous keys (still read, never written). */
export function createKeyring(current: Buffer, previous: Buffer[] = []): Keyring {
  for (const key of [current, ...previous])
    if (key.length !== keyBytes) throw new FieldCipherError(`a key must be ${keyBytes} bytes`);
  const keys = new Map<string, Buffer>();
  for (const key of [current, ...previous]) keys.set(keyIdOf(key), key);
  return { current: { id: keyIdOf(current), key: current }, keys };
}

/** A key written as base64 (standard or URL-safe, padding optional): 32 bytes, or undefined. */
export function parseKey(text: string): Buffer | undefined {
  const trimmed = text.trim();
  if (!/^[A-Za-z0-9+/_-]{43}=?$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  return key.length === keyBytes ? key : undefined;
}

export const isSealed = (value: string) => sealedPattern.test(value);

/** The id of the key that sealed a value, or undefined for a value that is not sealed. */
export const sealedKeyId = (value: string) => sealedPattern.exec(value)?.[1];

/** Seals `plain` for the place `aad` names (e.g. table, row id, column) with the current key. */
export function seal(keyring: Keyring, plain: string, aad: string): string {
  const nonce = randomBytes(nonceBytes);
  const cipher = createCipheriv(algorithm, keyring.current.key, nonce, { authTagLength: tagBytes });
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([nonce, body, cipher.getAuthTag()]);
  return `${prefix}${keyring.current.id}:${sealed.toString('base64url')}`;
}

/** Opens a sealed value for the place `aad` names; throws FieldCipherError when it cannot. */
export function open(keyring: Keyring, value: string, aad: string): string {
  const match = sealedPattern.exec(value);
  if (!match) throw new FieldCipherError('the value is not sealed');
  const [, keyId, data] = match as unknown as [string, string, string];
  const key = keyring.keys.get(keyId);
  if (!key) throw new FieldCipherError(`the value is sealed with key ${keyId}, which is not set`);
  const bytes = Buffer.from(data, 'base64url');
  if (bytes.length < nonceBytes + tagBytes) throw new FieldCipherError('the value is too short');
  const nonce = bytes.subarray(0, nonceBytes);
  const tag = bytes.subarray(bytes.length - tagBytes);
  const body = bytes.subarray(nonceBytes, bytes.length - tagBytes);
  const decipher = createDecipheriv(algorithm, key, nonce, { authTagLength: tagBytes });
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    // GCM says only "unable to authenticate": a changed byte, another key, or another place.
    throw new FieldCipherError('the value failed its integrity check');
  }
}
